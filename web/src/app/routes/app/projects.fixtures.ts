import type { OrderDto } from '@notesea/contract/orders';
import type { ProjectDto } from '@notesea/contract/projects';

export const project = (overrides: Partial<ProjectDto> = {}): ProjectDto => ({
  _id: 'library-management-mern',
  name: 'Library Management System (MERN Stack)',
  description: 'A full-stack library portal for colleges.',
  icon: '📚',
  studentPrice: 1499,
  businessPrice: 3999,
  features: ['JWT login for librarian and students', 'Issue, return and fine calculation'],
  videoLink: 'https://www.youtube.com/watch?v=Lm2bN8xYc4E',
  image: '',
  deliveryTime: 7,
  category: 'medium',
  ...overrides,
});

export const order = (overrides: Partial<OrderDto> = {}): OrderDto => ({
  _id: 'ord-1',
  orderId: 'NS-7K3Q9M',
  project: {
    _id: 'library-management-mern',
    name: 'Library Management System',
    category: 'medium',
  },
  planType: 'student',
  userDetails: { name: 'Asha Verma', email: 'asha.verma@gmail.com', phone: '9876543210' },
  projectDetails: { requirements: '', deadline: '2030-01-15' },
  basePrice: 1499,
  totalAmount: 1499,
  currency: 'INR',
  paymentStatus: 'completed',
  orderStatus: 'pending',
  projectFiles: [],
  // Local times (the page shows the viewer's calendar day): 09:00 UTC is 4 Oct in Honolulu.
  createdAt: new Date(2025, 9, 5, 9).toISOString(),
  paidAt: new Date(2025, 9, 5, 9, 1).toISOString(),
  deliveryDate: new Date(2025, 9, 12, 9, 1).toISOString(),
  ...overrides,
});
