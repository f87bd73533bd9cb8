/** Every route's own document title and description (the router's `head`). */
export function pageHead(title: string, description: string) {
  return {
    meta: [{ title: `${title} — ITBD` }, { name: 'description', content: description }],
  };
}
