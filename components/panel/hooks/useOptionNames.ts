import { useMemo } from 'react';
import { optionNamesFrom, type OptionNames } from '../../../lib/operations/names';
import { usePanel } from '../store/context';

/** The service's names of styles, room types and staging styles, from the lists the panel has loaded (ids are opaque). */
export function useOptionNames(): OptionNames {
  const styles = usePanel((state) => state.service.styles);
  const stagingOptions = usePanel((state) => state.service.stagingOptions);
  return useMemo(() => optionNamesFrom(styles, stagingOptions), [styles, stagingOptions]);
}
