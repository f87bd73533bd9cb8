import { Center, Loader } from '@mantine/core';

/** Router-wide pending state, shown only when a route's loader is slow. */
export function PagePending() {
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Loader aria-label="Loading" />
    </Center>
  );
}
