import { aboutArt } from '../../../content/about.ts';
import { approachSplit } from '../../../content/approach.ts';
import { blogCategories } from '../../../content/blog-categories.ts';
import { blogPosts } from '../../../content/blog-posts.ts';
import { company } from '../../../content/company.ts';
import { contactPath } from '../../../content/contact-page.ts';
import { engagements } from '../../../content/engagements.ts';
import { getStartedArt } from '../../../content/get-started.ts';
import { gtmOrchestrationLayers } from '../../../content/gtm-orchestration.ts';
import { howItWorksSteps } from '../../../content/how-it-works-steps.ts';
import { methodologyPhases } from '../../../content/methodology.ts';
import { orchestrationFlow } from '../../../content/orchestration-flow.ts';
import { orchestrationStageDetails } from '../../../content/orchestration-flow-details.ts';
import { howItWorksSections } from '../../../content/pages-extra.ts';
import { pricingArt } from '../../../content/pricing.ts';
import { resourceLibrary } from '../../../content/resources.ts';
import { servicesBrief, servicesHowWeWork } from '../../../content/services.ts';
import { technologyEngines } from '../../../content/technology.ts';
import type { DiagramSpec } from './draw-diagram.ts';
import type { Layer } from './draw-layers.ts';

/** A layer's marker draws its card's icon (content/icon-name.ts) as a line glyph. */
const layerGlyphs: Partial<Record<string, Layer['glyph']>> = { 'chart-bar': 'chart', users: 'person', settings: 'gear' };
const layerGlyph = (icon: string): Layer['glyph'] => {
  const found = layerGlyphs[icon];
  if (!found) throw new Error(`no layer glyph for the icon ${icon}`);
  return found;
};

const steps = (items: readonly { title: string; timeframe?: string }[]) => items.map((item) => ({ label: item.title, detail: item.timeframe }));

/**
 * Every diagram the site shows, drawn from the same content/ data as the text beside it. The names are the files
 * under /illustrations/ that the routes place (illustration-specs.test.ts checks the two agree).
 */
export const illustrationSpecs: readonly DiagramSpec[] = [
  { name: 'orchestration-flow', kind: 'flow', title: orchestrationFlow.title, nodes: orchestrationFlow.stages.map((label) => ({ label, detail: orchestrationStageDetails[label] })) },
  {
    name: 'gtm-orchestration',
    kind: 'layers',
    title: gtmOrchestrationLayers.title,
    nodes: gtmOrchestrationLayers.layers.map((layer) => ({ label: layer.title })),
    layers: gtmOrchestrationLayers.layers.map((layer) => ({ title: layer.title, jobs: layer.jobs, glyph: layerGlyph(layer.icon) })),
  },
  { name: 'how-it-works', kind: 'gantt', title: howItWorksSections.steps.title, nodes: steps(howItWorksSteps) },
  {
    name: 'approach',
    kind: 'split',
    title: approachSplit.title,
    nodes: [...approachSplit.people.items, ...approachSplit.system.items].map((label) => ({ label })),
    split: { work: approachSplit.work, groups: [approachSplit.people, approachSplit.system] },
  },
  { name: 'methodology', kind: 'stairs', title: methodologyPhases.heading.title, nodes: steps(methodologyPhases.phases) },
  {
    name: 'services',
    kind: 'brief',
    title: servicesHowWeWork.heading.title,
    eyebrow: servicesBrief.brief,
    centre: servicesBrief.system,
    nodes: servicesHowWeWork.steps.map((step) => ({ label: step.title })),
  },
  { name: 'get-started', kind: 'fork', title: getStartedArt.title, nodes: getStartedArt.ways.map((label) => ({ label })), fork: getStartedArt },
  { name: 'contact', kind: 'path', title: contactPath.title, nodes: contactPath.steps },
  {
    name: 'engagements',
    kind: 'commitment',
    title: pricingArt.title,
    axisUnit: pricingArt.axisUnit,
    nodes: engagements.map((engagement) => ({
      label: engagement.title,
      detail: engagement.price.summary,
      span: engagement.engagementDuration,
      note: pricingArt.outcomes[engagement.id],
      repeats: engagement.price.billing === 'monthly',
      emphasis: engagement.popular,
    })),
  },
  {
    name: 'technology',
    kind: 'hub',
    title: technologyEngines.heading.title,
    centre: `${company.name} System`,
    nodes: technologyEngines.engines.map((engine) => ({ label: engine.title.replace(/ Engine$/, '') })),
  },
  { name: 'team', kind: 'crew', title: aboutArt.title, nodes: aboutArt.roles.map((label) => ({ label })), crew: aboutArt },
  { name: 'library', kind: 'shelf', title: 'Resource Library', nodes: resourceLibrary.map((group) => ({ label: group.title, count: group.resources.length })) },
  { name: 'blog', kind: 'hub', title: 'Rebel Insights', centre: 'Rebel Insights', nodes: blogCategories.map((category) => ({ label: category })) },
  {
    name: 'lead-import',
    kind: 'strip',
    title: 'Lead Import',
    nodes: [{ label: 'CSV File' }, { label: 'Preview & Validate' }, { label: 'Airtable Leads' }],
  },
  ...blogPosts.map(
    (post): DiagramSpec => ({
      name: `blog/${post.slug}`,
      kind: 'cover',
      title: post.title,
      centre: post.category,
      // The post's topics: the cover pictures what it is about, not its title again.
      nodes: post.tags.map((label) => ({ label })),
    }),
  ),
];
