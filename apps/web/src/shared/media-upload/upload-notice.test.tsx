import { Notifications, notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { notificationPosition } from '@/lib/notifications/notification-position';
import { renderWithProviders } from '@/test/render';
import { showInvalidTypeNotice, showUploadNotice } from './upload-notice';

const t = i18n.t.bind(i18n);

afterEach(() => act(() => notifications.clean()));

/** As the app places them. */
function renderNotices() {
  renderWithProviders(<Notifications position={notificationPosition} />);
}

describe('upload messages', () => {
  it('shows the sending message with its progress, then the success under the same id', async () => {
    renderNotices();
    act(() => showUploadNotice('u1', { status: 'sending', fileName: 'beach.jpg', progress: 0 }, t));
    act(() =>
      showUploadNotice('u1', { status: 'sending', fileName: 'beach.jpg', progress: 0.42 }, t),
    );
    expect(await screen.findByText('Uploading beach.jpg')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'beach.jpg: 42 %' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    act(() => showUploadNotice('u1', { status: 'done', fileName: 'beach.jpg' }, t));
    expect(await screen.findByText('Uploaded beach.jpg')).toBeInTheDocument();
    expect(screen.queryByText('Uploading beach.jpg')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows upload messages at the bottom, off the top bar with its search and Add new', async () => {
    renderNotices();
    act(() => showUploadNotice('u4', { status: 'sending', fileName: 'dock.jpg', progress: 0 }, t));
    const notice = await screen.findByText('Uploading dock.jpg');
    expect(notice.closest('[data-position]')).toHaveAttribute('data-position', 'bottom-right');
  });

  it("puts the server's reason before the file name, else the generic upload error", async () => {
    renderNotices();
    act(() =>
      showUploadNotice(
        'u2',
        { status: 'failed', fileName: 'a.png', errorMessage: 'Too large:' },
        t,
      ),
    );
    act(() => showUploadNotice('u3', { status: 'failed', fileName: 'b.png' }, t));
    expect(await screen.findByText('Too large: a.png')).toBeInTheDocument();
    expect(screen.getByText('An error has occurred when uploading b.png.')).toBeInTheDocument();
  });

  it('names the refused files and lists the accepted types', async () => {
    renderNotices();
    act(() => showInvalidTypeNotice(['notes.txt'], ['.jpeg', '.jpg', '.png', '.mp4'], t));
    expect(
      await screen.findByText(
        'notes.txt: this file type cannot be uploaded. Accepted types: .jpeg, .jpg, .png, .mp4',
      ),
    ).toBeInTheDocument();
  });
});
