/** Marks a static island's wrapper in the prerendered HTML (its own module: route loaders read it without the component). */
export const staticIslandAttribute = 'data-static-island';
