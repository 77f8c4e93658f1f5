import type { CatalogProduct } from './product';

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
