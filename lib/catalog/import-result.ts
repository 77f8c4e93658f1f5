import { productKey, validateProduct, type CatalogProduct, type ProductDraft } from './product';

/** One problem found while importing a file: where it is (row or product number), which field, what is wrong. */
export interface ImportIssue {
  /** "Row 3" for CSV (the header is row 1, as a spreadsheet numbers it), "Product 2" for JSON, or null for the whole file. */
  readonly at: string | null;
  readonly field: string | null;
  readonly message: string;
}

/**
 * What an import produced. An import is all or nothing: with any issue, no product is returned,
 * so a bad file never half-changes the catalog.
 */
export type ImportResult = { ok: true; products: CatalogProduct[] } | { ok: false; issues: ImportIssue[] };

/** "Row 3, image_url: Texture image URL must be …" */
export function formatImportIssue(issue: ImportIssue): string {
  const where = [issue.at, issue.field].filter((part): part is string => part !== null).join(', ');
  return where === '' ? issue.message : `${where}: ${issue.message}`;
}

/** A failed import. */
export function importFailed(issues: ImportIssue[]): ImportResult {
  return { ok: false, issues };
}

/**
 * Collects the products of one import, CSV or JSON alike: each draft is validated (its problems
 * recorded against its row or product), and a second product with the same material_id and
 * color_id is refused, naming the first one.
 */
export function createProductCollector(issues: ImportIssue[], unit: 'row' | 'product') {
  const products: CatalogProduct[] = [];
  const seen = new Map<string, number>();
  return {
    /** Validates and keeps one draft; `number` is its row or product number, `at` its label. */
    accept(draft: ProductDraft, at: string, number: number): void {
      const result = validateProduct(draft);
      if (!result.ok) {
        for (const issue of result.issues) issues.push({ at, field: issue.field, message: issue.message });
        return;
      }
      const key = productKey(result.product);
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        issues.push({ at, field: 'material_id', message: `Same material_id and color_id as ${unit} ${earlier}.` });
        return;
      }
      seen.set(key, number);
      products.push(result.product);
    },
    /** The import's result: every product, or every issue. */
    result(): ImportResult {
      return issues.length > 0 ? importFailed(issues) : { ok: true, products };
    },
  };
}
