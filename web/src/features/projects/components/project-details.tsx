import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import type { ProjectDto } from '@notesea/contract/projects';
import { Button } from '@/components/ui/button';
import { formatRupees } from '@/utils/format';
import { safeExternalUrl } from '@/utils/safe-url';
import type { ProjectLevel } from '../utils/levels';
import { parseYouTubeId, youTubeEmbedUrl } from '../utils/youtube';
import { ProjectIcon } from './project-icon';

type ProjectDetailsProps = {
  project: ProjectDto;
  level: ProjectLevel;
  onContinue: () => void;
};

/** The detail step of the dialog (docs/product.md §2): tabs Preview, Images, Details; Continue or Cancel. */
export function ProjectDetails({ project, level, onContinue }: ProjectDetailsProps) {
  return (
    <>
      <div className="dialog__header">
        <ProjectIcon icon={project.icon} className="dialog__icon" />
        <Dialog.Title className="dialog__title">{project.name}</Dialog.Title>
      </div>
      {project.description && (
        <Dialog.Description className="dialog__description">
          {project.description}
        </Dialog.Description>
      )}
      <p className="dialog__price">
        Student {formatRupees(project.studentPrice)} | Business{' '}
        {formatRupees(project.businessPrice)}
      </p>

      <Tabs.Root className="tabs" defaultValue="preview">
        <Tabs.List className="tabs__list" aria-label="Project information">
          <Tabs.Trigger className="tabs__trigger" value="preview">
            Preview
          </Tabs.Trigger>
          <Tabs.Trigger className="tabs__trigger" value="images">
            Images
          </Tabs.Trigger>
          <Tabs.Trigger className="tabs__trigger" value="details">
            Details
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content className="tabs__panel" value="preview">
          <ProjectPreview project={project} />
        </Tabs.Content>
        <Tabs.Content className="tabs__panel" value="images">
          <ul className="project-images">
            {level.placeholders.map((src, index) => (
              <li key={src}>
                <img
                  src={src}
                  alt={`${project.name}: sample screen ${index + 1}`}
                  width="320"
                  height="200"
                  loading="lazy"
                />
              </li>
            ))}
          </ul>
        </Tabs.Content>
        <Tabs.Content className="tabs__panel" value="details">
          <h3 className="tabs__heading">Features</h3>
          {project.features.length > 0 ? (
            <ul className="feature-list">
              {project.features.map((feature, index) => (
                <li key={`${index}-${feature}`}>{feature}</li>
              ))}
            </ul>
          ) : (
            <p>No features listed</p>
          )}
          {level.showDeliveryTime && project.deliveryTime !== null && (
            <p className="delivery-time">
              Delivery time: {project.deliveryTime} {project.deliveryTime === 1 ? 'day' : 'days'}
            </p>
          )}
        </Tabs.Content>
      </Tabs.Root>

      <div className="dialog__actions">
        <Button onClick={onContinue}>Continue to Book</Button>
        <Dialog.Close asChild>
          <Button variant="secondary">Cancel</Button>
        </Dialog.Close>
      </div>
    </>
  );
}

/** docs/product.md §2: the video if the link has a valid id, else the image, else the icon. */
function ProjectPreview({ project }: { project: ProjectDto }) {
  const videoId = parseYouTubeId(project.videoLink);
  if (videoId) {
    return (
      <div className="project-preview project-preview--video">
        <iframe
          src={youTubeEmbedUrl(videoId)}
          title={`${project.name} video preview`}
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  const image = safeExternalUrl(project.image);
  if (image) {
    return (
      <div className="project-preview">
        <img src={image} alt={`${project.name} preview`} />
      </div>
    );
  }
  return (
    <div
      className="project-preview project-preview--icon"
      role="img"
      aria-label={`${project.name} icon`}
    >
      <ProjectIcon icon={project.icon} />
    </div>
  );
}
