import { useEffect, useRef, useState } from 'react';
import { mergeProducts, removeProduct, type MergeResult } from '../../../lib/materials/merge';
import type { Product } from '../../../lib/materials/product';
import { productsFromStorage, openMaterialsChannel, type MaterialsChannel } from '../../../lib/materials/stored';
import { MATERIALS_KEY } from '../../../lib/storage/ui-store';
import { useBackground } from '../../shared/background';

/** The product catalog as the options page edits it. */
export interface MaterialsEditor {
  /** The catalog, or null until it has been read (nothing can be changed before: a save would overwrite it unseen). */
  readonly products: readonly Product[] | null;
  /** What went wrong with the stored catalog: it could not be read, or the last change could not be saved. */
  readonly problem: 'load' | 'save' | null;
  /** Merges products into the catalog (same SKU and colour: replaced in place) and saves it. */
  add(products: readonly Product[]): MergeResult;
  /** Removes the product of that key (`productKey`) and saves the catalog. */
  remove(key: string): void;
}

/**
 * Reads the stored catalog (extension-origin IndexedDB, `MATERIALS_KEY`), keeps it while the page
 * edits it, saves every change at once and announces it on the catalog channel, so an open side
 * panel shows it without being reopened. Another page's announcement (a second options tab) is
 * read in.
 */
export function useMaterialsEditor(): MaterialsEditor {
  const background = useBackground();
  const [products, setProducts] = useState<Product[] | null>(null);
  const [problem, setProblem] = useState<MaterialsEditor['problem']>(null);
  // The newest catalog, for changes made before React re-renders (two quick clicks).
  const current = useRef<Product[] | null>(null);
  const channel = useRef<MaterialsChannel | null>(null);

  useEffect(() => {
    let live = true;
    const read = async () => {
      try {
        const stored = productsFromStorage(await background.load(MATERIALS_KEY)) ?? [];
        if (!live) return;
        current.current = stored;
        setProducts(stored);
        setProblem((was) => (was === 'load' ? null : was));
      } catch {
        if (live) setProblem('load');
      }
    };
    const opened = openMaterialsChannel(() => void read());
    channel.current = opened;
    void read();
    return () => {
      live = false;
      opened.close();
      channel.current = null;
    };
  }, [background]);

  const commit = (next: Product[]) => {
    current.current = next;
    setProducts(next);
    background.save(MATERIALS_KEY, next).then(
      () => {
        setProblem(null);
        channel.current?.announce();
      },
      () => setProblem('save'),
    );
  };

  return {
    products,
    problem,
    add(products) {
      // Before the catalog is read nothing is saved (the page offers no editing until then).
      if (current.current === null) return { products: [], added: 0, updated: 0, unchanged: products.length };
      const merged = mergeProducts(current.current, products);
      commit(merged.products);
      return merged;
    },
    remove(key) {
      if (current.current !== null) commit(removeProduct(current.current, key));
    },
  };
}
