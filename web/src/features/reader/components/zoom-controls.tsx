import { MAX_ZOOM, MIN_ZOOM } from '../utils/zoom';

type ZoomControlsProps = {
  /** Relative to the fitted width: 1 is 100%. */
  zoom: number;
  onZoomBy: (direction: 1 | -1) => void;
  onReset: () => void;
};

/** Zoom out, the level (which fits the width again when pressed), zoom in. */
export function ZoomControls({ zoom, onZoomBy, onReset }: ZoomControlsProps) {
  const percent = Math.round(zoom * 100);
  return (
    <div className="reader__group" role="group" aria-label="Zoom">
      <button
        type="button"
        className="btn btn--ghost reader__button reader__zoom"
        onClick={() => onZoomBy(-1)}
        disabled={zoom <= MIN_ZOOM}
        aria-label="Zoom out"
      >
        −
      </button>
      <button
        type="button"
        className="btn btn--ghost reader__button reader__zoom-level"
        onClick={onReset}
        aria-label={`Zoom ${percent}%, fit to width`}
      >
        {percent}%
      </button>
      <button
        type="button"
        className="btn btn--ghost reader__button reader__zoom"
        onClick={() => onZoomBy(1)}
        disabled={zoom >= MAX_ZOOM}
        aria-label="Zoom in"
      >
        +
      </button>
    </div>
  );
}
