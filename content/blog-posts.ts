import { automationDisappointmentPost } from './blog-posts/automation-disappointment.ts';
import { humanTechnologyEngineeringPost } from './blog-posts/human-technology-engineering.ts';
import { automationCantReplaceHumanJudgmentPost } from './blog-posts/automation-cant-replace-human-judgment.ts';
import { engineeringGuideToAccountBasedOutreachPost } from './blog-posts/engineering-guide-to-account-based-outreach.ts';
import { gtmMetricsKpisPost } from './blog-posts/gtm-metrics-kpis.ts';
import { hiddenCostsOfInhouseSdrsPost } from './blog-posts/hidden-costs-of-inhouse-sdrs.ts';
import { techStackAiPoweredPost } from './blog-posts/tech-stack-ai-powered.ts';
import { executiveTimeManagementPost } from './blog-posts/executive-time-management.ts';
import { scalingOutboundStartupToScaleupPost } from './blog-posts/scaling-outbound-startup-to-scaleup.ts';
import type { BlogSlug } from './blog-slugs.ts';
import type { BlogPost } from './blog-types.ts';

/** The nine posts, newest first: the /blog list features the first match, so order matters. */
export const blogPosts = [
  automationDisappointmentPost,
  humanTechnologyEngineeringPost,
  automationCantReplaceHumanJudgmentPost,
  engineeringGuideToAccountBasedOutreachPost,
  gtmMetricsKpisPost,
  hiddenCostsOfInhouseSdrsPost,
  techStackAiPoweredPost,
  executiveTimeManagementPost,
  scalingOutboundStartupToScaleupPost,
] as const satisfies readonly BlogPost[];

export function findBlogPost(slug: string): BlogPost | undefined {
  return blogPosts.find((post) => post.slug === slug);
}

export function blogPostBySlug(slug: BlogSlug): BlogPost {
  const post = findBlogPost(slug);
  // blog-posts.test.ts checks every slug has a post, so this only fires if that test is failing too.
  if (!post) throw new Error(`No blog post for slug ${slug}`);
  return post;
}
