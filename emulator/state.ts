/**
 * The emulated account: assets, staging projects, batches and credits, all in memory. Reset
 * mutates in place so everything holding the state object keeps seeing the live one.
 */
import type { EmulatorOptions } from './options';
import type { AnalysisResultBody } from './analysis-result';

/** An uploaded image. */
export interface Asset {
  readonly id: string;
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly fileId: string;
}

/** One staged variation of a project. */
export interface Generation {
  readonly id: string;
  readonly fileId: string;
  readonly createdAt: string;
  readonly style: string;
  readonly roomType: string;
}

/** A virtual staging project. */
export interface StagingProject {
  readonly id: string;
  readonly inputFileId: string;
  readonly generations: Generation[];
}

/** A batch analysis and its progress. */
export interface Batch {
  readonly id: string;
  readonly total: number;
  processed: number;
  status: 'processing' | 'completed' | 'failed';
  readonly results: AnalysisResultBody[];
  readonly estimatedCompletion: string;
}

/** Everything the emulator remembers between requests. */
export interface EmulatorState {
  readonly assets: Map<string, Asset>;
  readonly projects: Map<string, StagingProject>;
  readonly batches: Map<string, Batch>;
  renovationCredits: number;
  stagingCredits: number;
  /** Bumped by every reset, so background work started before it knows to stop. */
  epoch: number;
}

/** A fresh account with the configured credits. */
export function createState(options: Pick<EmulatorOptions, 'renovationCredits' | 'stagingCredits'>): EmulatorState {
  return { assets: new Map(), projects: new Map(), batches: new Map(), renovationCredits: options.renovationCredits, stagingCredits: options.stagingCredits, epoch: 0 };
}

/** Back to the starting account. File deletion is the caller's job (the state does not own the disk). */
export function resetState(state: EmulatorState, options: Pick<EmulatorOptions, 'renovationCredits' | 'stagingCredits'>): void {
  state.assets.clear();
  state.projects.clear();
  state.batches.clear();
  state.renovationCredits = options.renovationCredits;
  state.stagingCredits = options.stagingCredits;
  state.epoch++;
}
