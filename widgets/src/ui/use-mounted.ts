import { type RefObject, useEffect, useRef } from 'react';

/**
 * Whether the component is still shown (`mounted.current`): an answer that arrives after the
 * person left must not set its state.
 */
export function useMounted(): RefObject<boolean> {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
