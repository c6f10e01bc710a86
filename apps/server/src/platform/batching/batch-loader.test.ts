import { describe, expect, it } from 'vitest';
import { BatchLoader } from './batch-loader';

const manifestOf = (playerId: string) => ({ playerCode: playerId });

describe('BatchLoader', () => {
  it('loads the values asked for in one turn together, and each asker gets its own', async () => {
    const loads: string[][] = [];
    const batcher = new BatchLoader(async (ids) => {
      loads.push([...ids]);
      return new Map(ids.map((id) => [id, manifestOf(id)]));
    });
    const answers = await Promise.all(['a', 'b', 'a', 'c'].map((id) => batcher.load(id)));
    expect(loads).toEqual([['a', 'b', 'c']]);
    expect(answers.map((m) => m?.playerCode)).toEqual(['a', 'b', 'a', 'c']);
  });

  it('gathers the asks made during a load into the next one', async () => {
    const loads: string[][] = [];
    let release = () => {};
    const batcher = new BatchLoader(async (ids) => {
      loads.push([...ids]);
      if (loads.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return new Map(ids.map((id) => [id, manifestOf(id)]));
    });
    const first = batcher.load('a');
    await expect.poll(() => loads.length).toBe(1);
    const later = [batcher.load('b'), batcher.load('c')];
    release();
    await Promise.all([first, ...later]);
    expect(loads).toEqual([['a'], ['b', 'c']]);
  });

  it('fails the askers of a failed load and still serves the next', async () => {
    let isFailing = true;
    const batcher = new BatchLoader(async (ids) => {
      if (isFailing) throw new Error('database gone');
      return new Map(ids.map((id) => [id, manifestOf(id)]));
    });
    await expect(batcher.load('a')).rejects.toThrow('database gone');
    isFailing = false;
    expect((await batcher.load('a'))?.playerCode).toBe('a');
  });
});
