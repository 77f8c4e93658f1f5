import { useId } from 'react';

/**
 * A unique id safe in CSS selectors and `name` attributes. React's ids contain characters
 * (`«»`, `:`) that some selector code (radio-group walking, querySelector) does not escape.
 */
export function useDomId(prefix: string): string {
  return `${prefix}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}
