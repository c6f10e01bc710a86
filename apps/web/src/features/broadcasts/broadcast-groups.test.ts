import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, loadTexts } from '@/lib/i18n/i18n';
import { newDraft } from './broadcast-draft';
import {
  addGroupAfter,
  addMedia,
  deleteGroup,
  duplicateGroup,
  groupNameProblem,
  moveGroup,
  moveMedia,
  removeMedia,
} from './broadcast-groups';

const names = (groups: { name: string }[]) => groups.map((group) => group.name);

describe('broadcast groups', () => {
  afterEach(async () => {
    await changeLanguage('en_US');
  });

  it('starts with one group named Group 1', () => {
    expect(names(newDraft().groups)).toEqual(['Group 1']);
  });

  it('names the groups in the language shown, as the editor asks', async () => {
    await loadTexts(['broadcasts']);
    await changeLanguage('sv_SE');
    const groupName = (n: number) => i18n.t('broadcasts.editor.numberedGroup', { n });
    const draft = newDraft([], groupName);
    expect(names(addGroupAfter(draft.groups, 0, groupName).groups)).toEqual(['Grupp 1', 'Grupp 2']);
  });

  it('adds a group after the active one and makes it active', () => {
    const first = addGroupAfter(newDraft(['L1']).groups, 0);
    const second = addGroupAfter(first.groups, 0);
    expect(names(second.groups)).toEqual(['Group 1', 'Group 3', 'Group 2']);
    expect(second.activeIndex).toBe(1);
    expect(second.groups[1]?.layers).toEqual(['L1']);
  });

  it('duplicates with the suffix _copy and a key of its own, right after the source', () => {
    const { groups, activeIndex } = duplicateGroup(newDraft().groups, 0);
    expect(names(groups)).toEqual(['Group 1', 'Group 1_copy']);
    expect(activeIndex).toBe(1);
    expect(groups[1]?.key).not.toBe(groups[0]?.key);
    expect(names(duplicateGroup(groups, 0).groups)).toEqual([
      'Group 1',
      'Group 1_copy 2',
      'Group 1_copy',
    ]);
  });

  it('deletes only while more than one group is left, then activates the first', () => {
    const one = newDraft().groups;
    expect(deleteGroup(one, 0).groups).toHaveLength(1);
    const two = addGroupAfter(one, 0).groups;
    expect(deleteGroup(two, 1)).toEqual({ groups: [two[0]], activeIndex: 0 });
  });

  it('finds a taken name whatever its case, but not the group’s own', () => {
    const groups = addGroupAfter(newDraft().groups, 0).groups;
    expect(groupNameProblem(groups, 1, 'group 1')).toBe('taken');
    expect(groupNameProblem(groups, 0, 'Group 1')).toBeNull();
    expect(groupNameProblem(groups, 0, '  ')).toBe('empty');
  });
});

describe('group media', () => {
  const picked = ['a', 'b', 'c'].map((code) => ({ mediaCode: code, displayName: code }));

  it('adds with the default duration and numbers the order', () => {
    const media = addMedia([], picked);
    expect(media.map((row) => [row.mediaCode, row.orderN, row.duration])).toEqual([
      ['a', 0, '00:00:10'],
      ['b', 1, '00:00:10'],
      ['c', 2, '00:00:10'],
    ]);
  });

  it('renumbers after a move or a removal and ignores moves past the ends', () => {
    const media = addMedia([], picked);
    const moved = moveMedia(media, 2, -1);
    expect(moved.map((row) => `${row.mediaCode}${row.orderN}`)).toEqual(['a0', 'c1', 'b2']);
    expect(moveMedia(media, 0, -1)).toEqual(media);
    expect(removeMedia(media, 0).map((row) => `${row.mediaCode}${row.orderN}`)).toEqual([
      'b0',
      'c1',
    ]);
  });

  it('reorders groups and renames each with its place as the prefix G{n}_', () => {
    const three = addGroupAfter(addGroupAfter(newDraft().groups, 0).groups, 1).groups;
    expect(names(three)).toEqual(['Group 1', 'Group 2', 'Group 3']);
    const once = moveGroup(three, 2, -1);
    expect(names(once.groups)).toEqual(['G1_Group 1', 'G2_Group 3', 'G3_Group 2']);
    expect(once.activeIndex).toBe(1);
    // A later move replaces the prefix rather than adding another.
    const twice = moveGroup(once.groups, 1, -1);
    expect(names(twice.groups)).toEqual(['G1_Group 3', 'G2_Group 1', 'G3_Group 2']);
    expect(twice.groups.map((g) => g.key)).toEqual(
      [three[2], three[0], three[1]].map((g) => g?.key),
    );
  });

  it('does not move a group past either end', () => {
    const { groups } = addGroupAfter(newDraft().groups, 0);
    expect(moveGroup(groups, 0, -1)).toEqual({ groups, activeIndex: 0 });
    expect(moveGroup(groups, 1, 1)).toEqual({ groups, activeIndex: 1 });
  });
});
