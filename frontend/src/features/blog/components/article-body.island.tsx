import type { ArticleBlocksProps } from '../../../components/article-blocks.tsx';
import { ArticleBlocks } from '../../../components/article-blocks.tsx';

/** A post's body (text, lists, quotes, links): prerendered HTML on a first load, a StaticIsland in article-view.tsx. */
export function ArticleBody(props: ArticleBlocksProps) {
  return <ArticleBlocks {...props} />;
}
