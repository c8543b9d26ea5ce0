import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { renderWithApp } from '../test/render';
import { CardDetailsNote } from './card-details-note';

describe('a result card’s details note', () => {
  it('says details are loading, out of the screen reader’s way', async () => {
    const { screen } = await renderWithApp(<CardDetailsNote error={null} />);
    const note = screen.getByText('Loading details…');
    await expect.element(note).toBeInTheDocument();
    await expect.element(note).toHaveAttribute('aria-hidden', 'true');
  });

  it('explains a failure by its kind, in the page’s language, not in the service’s words', async () => {
    const gone = new ApiError('not-found', 'Advert 123 does not exist.', 404, 'NOT_FOUND');
    const { screen } = await renderWithApp(<CardDetailsNote error={gone} />, { language: 'uk' });
    await expect
      .element(screen.getByText('Не вдалося завантажити подробиці: Не знайдено'))
      .toBeInTheDocument();
    expect(document.body.textContent).not.toContain('does not exist');
  });
});
