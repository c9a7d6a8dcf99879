import { describe, expect, it } from 'vitest';
import { collectAssets, islandNameOf, pageAssets, type ChunkGraphNode, type PageAssetsManifest } from './route-assets.ts';

const graph = new Map<string, ChunkGraphNode>([
  ['assets/index.js', { imports: ['assets/react.js', 'assets/mantine.js'], css: ['assets/index.css'] }],
  ['assets/react.js', { imports: [], css: [] }],
  ['assets/mantine.js', { imports: ['assets/react.js'], css: ['assets/mantine.css'] }],
  ['assets/blog.js', { imports: ['assets/react.js', 'assets/card.js'], css: ['assets/blog.css'] }],
  ['assets/card.js', { imports: ['assets/mantine.js'], css: ['assets/card.css'] }],
]);

describe('collectAssets', () => {
  it('walks static imports breadth first, each file once, with every stylesheet', () => {
    expect(collectAssets(graph, ['assets/index.js'])).toEqual({
      modules: ['/assets/index.js', '/assets/react.js', '/assets/mantine.js'],
      styles: ['/assets/index.css', '/assets/mantine.css'],
    });
  });

  it('fails loudly on a chunk the bundle does not have', () => {
    expect(() => collectAssets(graph, ['assets/gone.js'])).toThrow(/assets\/gone.js is not in the build output/);
  });
});

describe('pageAssets', () => {
  const manifest: PageAssetsManifest = {
    entry: collectAssets(graph, ['assets/index.js']),
    routes: {
      '/blog/': { modules: ['/assets/blog.js', '/assets/card.js'], styles: ['/assets/blog.css', '/assets/card.css'] },
      '/blog/$slug': { modules: ['/assets/card.js'], styles: ['/assets/card.css'] },
      '/pricing': { modules: [], styles: [] },
    },
  };

  it('puts the entry first, then each matched route, without repeats; the root route is the entry', () => {
    expect(pageAssets(manifest, ['__root__', '/blog/', '/blog/$slug'])).toEqual({
      modules: ['/assets/index.js', '/assets/react.js', '/assets/mantine.js', '/assets/blog.js', '/assets/card.js'],
      styles: ['/assets/index.css', '/assets/mantine.css', '/assets/blog.css', '/assets/card.css'],
    });
    expect(pageAssets(manifest, ['__root__', '/pricing'])).toEqual(manifest.entry);
  });

  it('fails the build for a matched route the client build has no record of', () => {
    expect(() => pageAssets(manifest, ['__root__', '/lead-management'])).toThrow(/no record of route '\/lead-management'/);
  });
});

describe('static islands', () => {
  const manifest: PageAssetsManifest = {
    entry: collectAssets(graph, ['assets/index.js']),
    routes: { '/': { modules: ['/assets/home.js'], styles: [] } },
    islands: { 'home-sections': ['/assets/home-sections.css', '/assets/mantine.css'] },
  };

  it('are named after their content file', () => {
    expect(islandNameOf('/repo/frontend/src/components/page-kit/home-sections.island.tsx')).toBe('home-sections');
    expect(islandNameOf('/repo/frontend/src/components/page-kit/home-sections.tsx')).toBeUndefined();
  });

  it('add only their stylesheets to a page that shows them: their code loads when the app renders them', () => {
    expect(pageAssets(manifest, ['__root__', '/'], ['home-sections'])).toEqual({
      modules: ['/assets/index.js', '/assets/react.js', '/assets/mantine.js', '/assets/home.js'],
      styles: ['/assets/index.css', '/assets/mantine.css', '/assets/home-sections.css'],
    });
    expect(pageAssets(manifest, ['__root__', '/'])).toEqual({ ...manifest.entry, modules: [...manifest.entry.modules, '/assets/home.js'] });
  });

  it('fail the build when a page shows an island the build has no chunk for', () => {
    expect(() => pageAssets(manifest, ['__root__', '/'], ['pricing-sections'])).toThrow(/static island 'pricing-sections'/);
  });
});
