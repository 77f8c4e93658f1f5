import type { ImportIssue, IssuePlace } from './issues';
import { productKey, validateProduct, type Product, type ProductDraft } from './product';

export type { ImportIssue, IssuePlace } from './issues';
/** The English sentence of an import problem ("Row 3, image_url: …"); pages use `importIssueText`. */
export { formatImportIssue } from './issue-text';

/**
 * What an import produced. An import is all or nothing: with any issue, no product is returned,
 * so a bad file never half-changes the catalog.
 */
export type ImportResult = { ok: true; products: Product[] } | { ok: false; issues: ImportIssue[] };

/** A failed import. */
export function importFailed(issues: ImportIssue[]): ImportResult {
  return { ok: false, issues };
}

/**
 * Collects the products of one import, CSV or JSON alike: each draft is validated (its problems
 * recorded against its row or product), and a second product with the same material_id and
 * color_id is refused, naming the first one.
 */
export function createProductCollector(issues: ImportIssue[]) {
  const products: Product[] = [];
  const seen = new Map<string, number>();
  return {
    /** Validates and keeps one draft found at `at` (its row or product). */
    accept(draft: ProductDraft, at: IssuePlace): void {
      const result = validateProduct(draft);
      if (!result.ok) {
        for (const issue of result.issues) issues.push({ ...issue, at });
        return;
      }
      const key = productKey(result.product);
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        issues.push({ code: 'duplicate', field: 'material_id', params: { unit: at.unit, number: earlier }, at });
        return;
      }
      seen.set(key, at.number);
      products.push(result.product);
    },
    /** The import's result: every product, or every issue. */
    result(): ImportResult {
      return issues.length > 0 ? importFailed(issues) : { ok: true, products };
    },
  };
}
