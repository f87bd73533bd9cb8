import { Center, Loader } from '@mantine/core';

/** Router-wide pending state, shown only when a route's loader is slow. */
export function PagePending() {
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      {/* A label on the loader's role-less <span> is not allowed (Nu HTML checker); as an image it names itself. */}
      <Loader role="img" aria-label="Loading" />
    </Center>
  );
}
