import * as Accordion from '@radix-ui/react-accordion';
import { faqItems } from '../faq-items';

/** docs/product.md §2: an accordion with one answer open at a time; Radix handles keys and ARIA. */
export function FaqAccordion() {
  return (
    <Accordion.Root type="single" collapsible className="faq">
      {faqItems.map((item) => (
        <Accordion.Item key={item.question} value={item.question} className="faq__item">
          <Accordion.Header className="faq__question">
            <Accordion.Trigger className="faq__trigger">
              {item.question}
              <span className="faq__chevron" aria-hidden="true" />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="faq__answer">
            <p>{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
