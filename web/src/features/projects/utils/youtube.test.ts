import { describe, expect, it } from 'vitest';
import { parseYouTubeId, youTubeEmbedUrl } from './youtube';

describe('parseYouTubeId', () => {
  it.each([
    ['https://youtu.be/Q8mJ3kVbX2s', 'Q8mJ3kVbX2s'],
    ['https://youtu.be/Q8mJ3kVbX2s?t=42', 'Q8mJ3kVbX2s'],
    ['https://www.youtube.com/watch?v=Q8mJ3kVbX2s', 'Q8mJ3kVbX2s'],
    ['https://youtube.com/watch?feature=share&v=a_b-C1d2E3f', 'a_b-C1d2E3f'],
    ['https://m.youtube.com/watch?v=Q8mJ3kVbX2s&list=PL1', 'Q8mJ3kVbX2s'],
    ['https://www.youtube.com/embed/Q8mJ3kVbX2s', 'Q8mJ3kVbX2s'],
    ['https://www.youtube-nocookie.com/embed/Q8mJ3kVbX2s?rel=0', 'Q8mJ3kVbX2s'],
    ['https://www.youtube.com/shorts/Q8mJ3kVbX2s', 'Q8mJ3kVbX2s'],
    ['youtu.be/Q8mJ3kVbX2s', 'Q8mJ3kVbX2s'],
    ['  www.youtube.com/watch?v=Q8mJ3kVbX2s  ', 'Q8mJ3kVbX2s'],
  ])('finds the id in %s', (link, id) => {
    expect(parseYouTubeId(link)).toBe(id);
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['missing', undefined],
    ['null', null],
    ['an id one character short', 'https://youtu.be/Q8mJ3kVbX2'],
    ['an id one character long', 'https://youtu.be/Q8mJ3kVbX2sX'],
    ['an id with a bad character', 'https://www.youtube.com/watch?v=Q8mJ3kVbX2!'],
    ['a watch link without v', 'https://www.youtube.com/watch?list=PL123'],
    ['a channel page', 'https://www.youtube.com/@notesea'],
    ['another site', 'https://vimeo.com/Q8mJ3kVbX2s'],
    ['a look-alike host', 'https://youtube.com.evil.test/watch?v=Q8mJ3kVbX2s'],
    ['a non-web scheme', 'javascript://youtu.be/Q8mJ3kVbX2s'],
    ['not a URL', 'not a link at all'],
  ])('gives nothing for %s', (_case, link) => {
    expect(parseYouTubeId(link)).toBeUndefined();
  });

  it('embeds through the privacy-enhanced domain', () => {
    expect(youTubeEmbedUrl('Q8mJ3kVbX2s')).toBe(
      'https://www.youtube-nocookie.com/embed/Q8mJ3kVbX2s',
    );
  });
});
