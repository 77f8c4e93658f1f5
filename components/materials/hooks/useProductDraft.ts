import { useState } from 'react';
import { emptyDraft, validateProduct, type Product, type FieldIssue, type ProductDraft } from '../../../lib/materials/product';

/** One metadata pair of a draft, as typed. */
export type MetadataPair = ProductDraft['metadata'][number];

/**
 * A new product's draft and its problems. `submit` validates it (`container` holds the fields): a valid product is handed to
 * `onAdd` and the draft clears; otherwise every problem is kept on its field and the first
 * invalid field (`#<idPrefix>-<field>`, or the metadata fieldset) gets focus.
 */
export function useProductDraft(idPrefix: string, onAdd: (product: Product) => void) {
  const [draft, setDraft] = useState<ProductDraft>(emptyDraft);
  const [issues, setIssues] = useState<FieldIssue[]>([]);

  const update = (patch: Partial<ProductDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const setPair = (index: number, patch: Partial<MetadataPair>) =>
    setDraft((current) => ({ ...current, metadata: current.metadata.map((pair, i) => (i === index ? { ...pair, ...patch } : pair)) }));
  const addPair = () => setDraft((current) => ({ ...current, metadata: [...current.metadata, { key: '', value: '' }] }));
  const removePair = (index: number) => setDraft((current) => ({ ...current, metadata: current.metadata.filter((_, i) => i !== index) }));

  const submit = (container: HTMLElement | null) => {
    const result = validateProduct(draft);
    if (!result.ok) {
      setIssues(result.issues);
      const first = result.issues[0]?.field ?? '';
      const target = first.startsWith('metadata') ? `${idPrefix}-metadata` : `${idPrefix}-${first}`;
      container?.querySelector<HTMLElement>(`#${target}`)?.focus();
      return;
    }
    setIssues([]);
    setDraft(emptyDraft());
    onAdd(result.product);
  };

  return { draft, issues, update, setPair, addPair, removePair, submit };
}
