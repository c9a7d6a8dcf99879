import { illustrationCanvas, type IllustrationKind } from '../../../content/illustration-kinds.ts';
import { drawCommitment } from './draw-commitment.ts';
import { drawCover } from './draw-cover.ts';
import { drawCrew } from './draw-crew.ts';
import { drawFlow, drawStrip } from './draw-flow.ts';
import { drawFork, type ForkSpec } from './draw-fork.ts';
import { drawHub } from './draw-hub.ts';
import { drawLayers, type Layer } from './draw-layers.ts';
import { drawBrief, drawGantt, drawPath } from './draw-pictures.ts';
import { drawShelf } from './draw-shelf.ts';
import { drawSplit, type SplitGroup } from './draw-split.ts';
import { drawStairs } from './draw-stairs.ts';
import { diagramStyle, escapeXml } from './svg-kit.ts';

export interface DiagramNode {
  readonly label: string;
  readonly detail?: string;
  /** commitment: the engagement's duration ('4-6 weeks', 'ongoing'), what you have at the end, billed every month. */
  readonly span?: string;
  readonly note?: string;
  readonly repeats?: boolean;
  /** commitment: the plan the page highlights. */
  readonly emphasis?: boolean;
  /** shelf: how many resources the group holds (one spine each). */
  readonly count?: number;
}

export interface DiagramSpec {
  /** File name under /illustrations/. */
  readonly name: string;
  readonly kind: IllustrationKind;
  readonly title: string;
  readonly nodes: readonly DiagramNode[];
  /** The hub's centre, or the cover's category (its emblem and eyebrow). */
  readonly centre?: string;
  /** The brief's heading. */
  readonly eyebrow?: string;
  /** commitment: the axis' unit. */
  readonly axisUnit?: string;
  /** split: the work and its two trays. */
  readonly split?: { readonly work: string; readonly groups: readonly [SplitGroup, SplitGroup] };
  readonly fork?: ForkSpec;
  /** crew: the home base and where the work happens. */
  readonly crew?: { readonly home: string; readonly reach: string };
  /** layers: each layer's title, jobs and glyph. */
  readonly layers?: readonly Layer[];
}

const required = <T>(value: T | undefined, spec: DiagramSpec): T => {
  if (value === undefined) throw new Error(`illustration ${spec.name} (${spec.kind}) is missing its data`);
  return value;
};

/** The whole file for one diagram. */
export function drawDiagram(spec: DiagramSpec): string {
  const { width, height } = illustrationCanvas[spec.kind];
  const draw: Record<IllustrationKind, () => string> = {
    flow: () => drawFlow(spec.nodes),
    strip: () => drawStrip(spec.nodes),
    commitment: () => drawCommitment(spec.nodes, spec.axisUnit ?? ''),
    split: () => {
      const split = required(spec.split, spec);
      return drawSplit(split.work, split.groups);
    },
    fork: () => drawFork(required(spec.fork, spec)),
    shelf: () => drawShelf(spec.nodes),
    stairs: () => drawStairs(spec.nodes),
    crew: () => {
      const crew = required(spec.crew, spec);
      return drawCrew(spec.nodes, crew.home, crew.reach);
    },
    layers: () => drawLayers(required(spec.layers, spec)),
    hub: () => drawHub(spec.nodes, spec.centre ?? ''),
    cover: () => drawCover(spec.nodes, spec.centre ?? ''),
    gantt: () => drawGantt(spec.nodes),
    path: () => drawPath(spec.nodes),
    brief: () => drawBrief(spec.nodes, spec.eyebrow ?? '', spec.centre ?? ''),
  };
  const body = draw[spec.kind]();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><title>${escapeXml(spec.title)}</title><g id="d">${diagramStyle}${body}</g></svg>\n`;
}
