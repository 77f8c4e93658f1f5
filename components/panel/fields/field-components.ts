import type { ComponentType } from 'react';
import type { GoalField } from '../../../lib/operations/goals';
import type { FieldOf, FieldProps } from './field-props';
import { CreativityField } from './CreativityField';
import { DisclosureField } from './DisclosureField';
import { GuidanceTextField } from './GuidanceTextField';
import { ListingBatchField } from './ListingBatchField';
import { MaterialsField } from './MaterialsField';
import { NoteField } from './NoteField';
import { RunsToggleField } from './RunsToggleField';
import { SpectrumField } from './SpectrumField';
import { StagingChoicesField } from './StagingChoicesField';
import { StagingProjectField } from './StagingProjectField';
import { StyleCardsField } from './StyleCardsField';
import { StyleSourceField } from './StyleSourceField';

/**
 * The component of each field kind (lib/operations/fields/): a kind a goal declares without one
 * here does not compile. A new goal made of known kinds adds nothing here.
 */
export const FIELD_COMPONENTS: { readonly [Kind in GoalField['kind']]: ComponentType<FieldProps<FieldOf<Kind>>> } = {
  styleCards: StyleCardsField,
  spectrum: SpectrumField,
  guidance: GuidanceTextField,
  runs: RunsToggleField,
  materials: MaterialsField,
  listingBatch: ListingBatchField,
  note: NoteField,
  stagingChoices: StagingChoicesField,
  stagingProject: StagingProjectField,
  disclosure: DisclosureField,
  styleSource: StyleSourceField,
  creativity: CreativityField,
};
