import { Link } from 'react-router';
import { SERVICES } from '../data/services';
import './marketing.css';

type ServiceCardsProps = {
  /** Heading level of each card's title, so the cards fit the page's outline. */
  headingLevel?: 'h2' | 'h3';
};

export function ServiceCards({ headingLevel: Heading = 'h3' }: ServiceCardsProps) {
  return (
    <ul className="service-grid">
      {SERVICES.map((service) => (
        <li key={service.title} className="card service-card">
          <Heading className="service-card__title">{service.title}</Heading>
          <p>{service.description}</p>
          <Link to={service.to} className="service-card__link">
            {service.action}
            <span className="visually-hidden">: {service.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
