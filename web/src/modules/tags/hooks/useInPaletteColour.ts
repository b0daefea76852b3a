import { useCallback, useState } from 'react';
import type { MutationState } from '../../graphql/hooks/useGraphqlMutation';
import { inPaletteColour } from '../utils/tagColors';

/**
 * Makes a tag or a board's group in the palette colour the app picked, or in the default colour on a
 * plan without tag colours (see inPaletteColour), with useGraphqlMutation's state: `run` resolves
 * with the answer or undefined, the refusal (a plan's shows as the upgrade prompt) is kept in state.
 */
export function useInPaletteColour(): [
  <T>(colour: string, make: (colour: string | undefined) => Promise<T>) => Promise<T | undefined>,
  MutationState,
] {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const run = useCallback(
    async <T>(colour: string, make: (colour: string | undefined) => Promise<T>): Promise<T | undefined> => {
      setLoading(true);
      setError(undefined);
      try {
        return await inPaletteColour(colour, make);
      } catch (caught) {
        setError(caught);
        return undefined;
      } finally {
        setLoading(false);
      }
    },
    [],
  );
  const reset = useCallback(() => setError(undefined), []);
  return [run, { loading, error, reset }];
}
