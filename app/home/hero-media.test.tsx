import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeroMedia } from './hero-media';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The hero once hydrated and past its short delay: the video element is there. */
function renderWithVideo() {
  const { container } = render(<HeroMedia />);
  act(() => {
    vi.advanceTimersByTime(100);
  });
  const video = container.querySelector('video');
  if (!video) throw new Error('no video element');
  return { container, video };
}

describe('HeroMedia', () => {
  it('keeps the video unseen over the still until it has a frame to paint', () => {
    const { container, video } = renderWithVideo();
    expect(video).toHaveClass('opacity-0');
    expect(container.querySelector('img')).toBeVisible();
    fireEvent.loadedData(video);
    expect(video).not.toHaveClass('opacity-0');
  });

  it('shows it as soon as it plays', () => {
    const { video } = renderWithVideo();
    fireEvent.playing(video);
    expect(video).not.toHaveClass('opacity-0');
  });

  it('drops a video that fails, leaving the still', () => {
    const { container, video } = renderWithVideo();
    fireEvent.error(video);
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('img')).toBeVisible();
  });
});
