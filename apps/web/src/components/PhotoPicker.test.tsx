import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useId } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhotoPicker, usePickedPhoto } from './PhotoPicker';

afterEach(() => {
  vi.restoreAllMocks();
});

const photo = (name: string, type = 'image/jpeg', size = 1000) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** Refuses anything but JPEG, and anything over 5000 bytes, with the file's name. */
const check = (file: File) => (file.type !== 'image/jpeg' ? `${file.name}: not a JPEG` : file.size > 5000 ? `${file.name}: too big` : null);

function Picker({ disabled = false }: { disabled?: boolean }) {
  const errorId = useId();
  const picked = usePickedPhoto(check);
  return (
    <>
      <PhotoPicker photo={picked} accept="image/jpeg" label="Pick a photo" hint="One JPEG." previewAlt="Picked photo" disabled={disabled} errorId={errorId} />
      <p id={errorId} role="alert">{picked.error ?? ''}</p>
      <output>{picked.file?.name ?? 'none'}</output>
      <button onClick={picked.clear}>Start again</button>
      <button onClick={() => { picked.setError('The upload failed'); }}>Fail</button>
    </>
  );
}

function stubObjectUrls() {
  let next = 0;
  const create = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:test/${String(++next)}`);
  const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  return { create, revoke };
}

describe('PhotoPicker', () => {
  it('labels the input, describes it with the hint and the error, and accepts what it is told', () => {
    render(<Picker />);
    const input = screen.getByLabelText('Pick a photo');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg');
    expect(input).not.toHaveAttribute('multiple');
    expect(input).toHaveAccessibleDescription(/^One JPEG\.\s*$/); // the empty error adds a space
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('keeps and shows a photo that passes the check; a refused one says why and removes the old', async () => {
    const urls = stubObjectUrls();
    const user = userEvent.setup({ applyAccept: false });
    render(<Picker />);
    const input = screen.getByLabelText('Pick a photo');

    await user.upload(input, photo('first.jpg'));
    expect(screen.getByRole('status')).toHaveTextContent('first.jpg');
    expect(screen.getByRole('img', { name: 'Picked photo' })).toHaveAttribute('src', 'blob:test/1');
    expect(screen.getByText('first.jpg', { selector: 'figcaption' })).toBeInTheDocument();

    await user.upload(input, photo('second.jpg'));
    expect(screen.getByRole('img', { name: 'Picked photo' })).toHaveAttribute('src', 'blob:test/2');
    expect(urls.revoke).toHaveBeenCalledWith('blob:test/1');

    await user.upload(input, photo('shelf.png', 'image/png'));
    expect(screen.getByRole('alert')).toHaveTextContent('shelf.png: not a JPEG');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('One JPEG. shelf.png: not a JPEG');
    expect(screen.getByRole('status')).toHaveTextContent('none');
    expect(screen.queryByRole('img')).toBeNull();
    expect(urls.revoke).toHaveBeenCalledWith('blob:test/2');

    await user.upload(input, photo('huge.jpg', 'image/jpeg', 5001));
    expect(screen.getByRole('alert')).toHaveTextContent('huge.jpg: too big');

    await user.upload(input, photo('fine.jpg', 'image/jpeg', 5000));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).toHaveTextContent('fine.jpg');
    expect(urls.create).toHaveBeenCalledTimes(3);
  });

  it('counts the same file picked again as a new choice', async () => {
    stubObjectUrls();
    const user = userEvent.setup();
    render(<Picker />);
    const input = screen.getByLabelText('Pick a photo');
    const same = photo('same.jpg');
    await user.upload(input, same);
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByRole('status')).toHaveTextContent('none');
    await user.upload(input, same);
    expect(screen.getByRole('status')).toHaveTextContent('same.jpg');
  });

  it('forgets the photo and the error when cleared, and shows an error the caller sets', async () => {
    const urls = stubObjectUrls();
    const user = userEvent.setup();
    render(<Picker />);
    await user.upload(screen.getByLabelText('Pick a photo'), photo('a.jpg'));
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The upload failed');
    expect(screen.getByRole('status')).toHaveTextContent('a.jpg');
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).toHaveTextContent('none');
    expect(screen.queryByRole('img')).toBeNull();
    expect(urls.revoke).toHaveBeenCalledWith('blob:test/1');
  });

  it('takes nothing while disabled', () => {
    render(<Picker disabled />);
    expect(screen.getByLabelText('Pick a photo')).toBeDisabled();
  });

  it('lets go of the preview when unmounted', async () => {
    const urls = stubObjectUrls();
    const user = userEvent.setup();
    const { unmount } = render(<Picker />);
    await user.upload(screen.getByLabelText('Pick a photo'), photo('a.jpg'));
    unmount();
    expect(urls.revoke).toHaveBeenCalledWith('blob:test/1');
  });
});
