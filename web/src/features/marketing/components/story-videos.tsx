import { useState } from 'react';
import { STORY_VIDEOS, youtubeId } from '../data/story-videos';
import './marketing.css';

/**
 * Thumbnails that link to YouTube. No embedded players: an iframe per video would download
 * about a megabyte each before the student asked for anything.
 */
export function StoryVideos() {
  return (
    <ul className="story-list">
      {STORY_VIDEOS.map((video) => (
        <li key={video.url}>
          <a className="story" href={video.url} target="_blank" rel="noopener noreferrer">
            <Thumbnail id={youtubeId(video.url)} />
            <span className="story__title">{video.title}</span>
            <span className="visually-hidden"> (opens YouTube in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function Thumbnail({ id }: { id: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className="story__thumb" aria-hidden="true">
      {id && !failed && (
        <img
          src={`https://i.ytimg.com/vi/${id}/mqdefault.jpg`}
          alt=""
          width={320}
          height={180}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      )}
      <span className="story__play" />
    </span>
  );
}
