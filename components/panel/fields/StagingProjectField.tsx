import { StagingProjectSection } from '../staging/StagingProjectSection';
import type { FieldOf, FieldProps } from './field-props';

/** The photo's staging project (`stagingProject`): its cost, variations left and gallery. */
export function StagingProjectField(_props: FieldProps<FieldOf<'stagingProject'>>) {
  return <StagingProjectSection />;
}
