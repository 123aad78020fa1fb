/**
 * "Stories" on the dashboard: free video courses we point students to. The content team can
 * swap these for NoteSea's own videos; only the YouTube link and a title are needed.
 */
export const STORY_VIDEOS = [
  {
    title: 'Harvard CS50: computer science from scratch',
    url: 'https://www.youtube.com/watch?v=8mAITcNt710',
  },
  {
    title: 'Data structures, easy to advanced',
    url: 'https://www.youtube.com/watch?v=RBSGKlAvoiM',
  },
  {
    title: 'SQL and databases for beginners (DBMS)',
    url: 'https://www.youtube.com/watch?v=HXV3zeQKqGY',
  },
  {
    title: 'Machine learning for everybody',
    url: 'https://www.youtube.com/watch?v=i_LwzRVP7bg',
  },
  {
    title: 'Git and GitHub for your projects',
    url: 'https://www.youtube.com/watch?v=RGOj5yH7evk',
  },
] as const;

/** The 11-character id of a YouTube link (watch?v=, youtu.be/, embed/, shorts/), or null. */
export function youtubeId(url: string): string | null {
  const match = url.match(/(?:v=|youtu\.be\/|embed\/|shorts\/)([\w-]{11})(?![\w-])/);
  return match?.[1] ?? null;
}
