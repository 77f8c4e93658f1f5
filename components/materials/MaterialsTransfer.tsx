import { useState, type ChangeEvent } from 'react';
import { productsToCsv } from '../../lib/materials/csv';
import { importMaterialsFile } from '../../lib/materials/detect';
import { importIssueText } from '../../lib/materials/issue-text';
import type { ImportIssue } from '../../lib/materials/issues';
import { productsToJson } from '../../lib/materials/json';
import { fileTimestamp } from '../../lib/format/time';
import type { MergeResult } from '../../lib/materials/merge';
import type { Product } from '../../lib/materials/product';
import { downloadBlob, readTextFile } from '../shared/files';
import { useDomId } from '../shared/hooks/useDomId';
import { materialsMessages } from '../../lib/i18n/messages/materials/index';
import { useLocale, useT } from '../shared/i18n';

/** Props of {@link MaterialsTransfer}. */
export interface MaterialsTransferProps {
  readonly products: readonly Product[];
  /** Merges an imported file's products into the catalog. */
  readonly onImport: (products: readonly Product[]) => MergeResult;
}

/** Issues listed before "and N more": enough to fix a file, not a wall of text. */
const ISSUES_SHOWN = 8;
/** Catalog files larger than this are surely not catalogs (decimal, as the message names it: "5 MB"). */
const MAX_MATERIALS_FILE_BYTES = 5_000_000;

/**
 * Imports (JSON or CSV) into and exports from the product catalog. An import is all or
 * nothing: with any bad row, nothing changes and every problem is listed with its row and field.
 */
export function MaterialsTransfer({ products, onImport }: MaterialsTransferProps) {
  const t = useT(materialsMessages);
  const locale = useLocale();
  const id = useDomId('catalog-file');
  const [issues, setIssues] = useState<ImportIssue[] | null>(null);
  const [status, setStatus] = useState('');

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setStatus('');
    setIssues(null);
    if (file.size > MAX_MATERIALS_FILE_BYTES) {
      setIssues([{ code: 'too-large', field: null, params: { bytes: MAX_MATERIALS_FILE_BYTES }, at: null }]);
      input.value = '';
      return;
    }
    let text: string;
    try {
      text = await readTextFile(file);
    } catch {
      setIssues([{ code: 'unreadable', field: null, params: {}, at: null }]);
      input.value = '';
      return;
    }
    // Cleared so picking the same (fixed) file again fires a change.
    input.value = '';
    const result = importMaterialsFile(file.name, text);
    if (!result.ok) {
      setIssues(result.issues);
      return;
    }
    const merged = onImport(result.products);
    setStatus(t('transfer.imported', { count: result.products.length, file: file.name, added: merged.added, updated: merged.updated, unchanged: merged.unchanged }));
  };

  const exportAs = (kind: 'json' | 'csv') => {
    const text = kind === 'json' ? productsToJson(products) : productsToCsv(products);
    const blob = new Blob([text], { type: kind === 'json' ? 'application/json' : 'text/csv' });
    downloadBlob(blob, `reimagine-catalog-${fileTimestamp(Date.now())}.${kind}`);
    setStatus(t('transfer.exported', { count: products.length, format: kind.toUpperCase() }));
  };

  return (
    <div className="catalog-transfer">
      <div className="button-row">
        <label className="button file-button" htmlFor={id}>
          {t('transfer.import')}
        </label>
        <input id={id} className="visually-hidden" type="file" accept=".json,.csv,application/json,text/csv" aria-label={t('transfer.import-file')} onChange={(event) => void onFile(event)} />
        <button type="button" className="button" disabled={products.length === 0} onClick={() => exportAs('json')}>
          {t('transfer.export-json')}
        </button>
        <button type="button" className="button" disabled={products.length === 0} onClick={() => exportAs('csv')}>
          {t('transfer.export-csv')}
        </button>
      </div>
      <p className="field__hint">{t('transfer.columns')}</p>
      {issues && (
        <div className="notice notice--error" role="alert">
          <p className="notice__sentence">{t('transfer.nothing-imported')}</p>
          <ul className="issue-list">
            {issues.slice(0, ISSUES_SHOWN).map((issue, index) => (
              <li key={index}>{importIssueText(issue, t, locale)}</li>
            ))}
          </ul>
          {issues.length > ISSUES_SHOWN && <p className="notice__detail">{t('transfer.more', { count: issues.length - ISSUES_SHOWN })}</p>}
          <p className="notice__next">{t('transfer.fix-file')}</p>
        </div>
      )}
      <p className="field__hint" role="status">
        {status}
      </p>
    </div>
  );
}
