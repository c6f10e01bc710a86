import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest, stubFetch } from '@/test/signed-in-api';
import { TagNamesInput } from './tag-names-input';

signInApiForEachTest();

beforeEach(() => {
  stubFetch().mockImplementation(
    async () =>
      new Response(
        JSON.stringify({
          success: { ok: true },
          tags: [{ tagCode: 'tag-entrance', name: 'Entrance', color: null }],
          hasMore: false,
        }),
      ),
  );
});

function Tags() {
  const [names, setNames] = useState<string[]>([]);
  return <TagNamesInput label="Tags" value={names} onChange={setNames} />;
}

describe('TagNamesInput', () => {
  it('offers a typed new name as a tag to create, and none for a name that exists', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Tags />);
    const input = screen.getByPlaceholderText('Choose a tag or type a new one');
    // The dropdown's opening transition leaves it hidden to jsdom, so options are read hidden.
    await user.type(input, 'Window');
    expect(
      await screen.findByRole('option', { name: 'Create tag “Window”', hidden: true }),
    ).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'entrance');
    expect(
      await screen.findByRole('option', { name: 'Entrance', hidden: true }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /^Create tag/, hidden: true })).toBeNull();
  });
});
