// Demo project marketplace: ready-made / custom final-year and mini projects.
// Prices are integer rupees; businessPrice > studentPrice. `projects/{id}` uses the slug as id.

/**
 * @typedef {object} SeedProject
 * @property {string} id slug, also the Firestore document id
 * @property {string} name
 * @property {string} description
 * @property {string} icon an emoji
 * @property {number} studentPrice rupees
 * @property {number} businessPrice rupees
 * @property {string[]} features
 * @property {string} videoLink YouTube URL or ''
 * @property {string} image '' (no images are shipped)
 * @property {number} deliveryTime days
 * @property {'easy'|'medium'|'hard'} category
 * @property {boolean} active
 * @property {number} order
 */

/** @type {Omit<SeedProject, 'order' | 'image'>[]} */
const LIST = [
  // ---- easy ----
  {
    id: 'student-result-management-python',
    name: 'Student Result Management System (Python)',
    description:
      'A desktop app to store student marks, compute grades and SGPA/CGPA the RTU way and print mark sheets. Ideal as a first-year or second-year mini project.',
    icon: '🎓',
    studentPrice: 499,
    businessPrice: 1499,
    features: [
      'Add, edit and delete student records',
      'Automatic grade and SGPA/CGPA calculation',
      'Search by roll number',
      'Export results to CSV',
      'Tkinter GUI with SQLite database',
    ],
    videoLink: 'https://www.youtube.com/watch?v=Q8mJ3kVbX2s',
    deliveryTime: 3,
    category: 'easy',
    active: true,
  },
  {
    id: 'expense-tracker-javascript',
    name: 'Personal Expense Tracker (HTML, CSS, JavaScript)',
    description:
      'A responsive web app to record daily expenses by category, set a monthly budget and see where the money goes, with data saved in the browser.',
    icon: '💸',
    studentPrice: 599,
    businessPrice: 1799,
    features: [
      'Category-wise expense entry',
      'Monthly budget with alerts',
      'Pie and bar charts with Chart.js',
      'Data stored in localStorage',
    ],
    videoLink: '',
    deliveryTime: 3,
    category: 'easy',
    active: true,
  },
  {
    id: 'quiz-app-java-swing',
    name: 'Quiz Application in Java (Swing)',
    description:
      'A timed multiple-choice quiz with a question bank, score card and result history, built with Java Swing and JDBC.',
    icon: '❓',
    studentPrice: 549,
    businessPrice: 1599,
    features: ['Timer per question', 'Question bank in MySQL', 'Score card and result history'],
    videoLink: 'https://www.youtube.com/watch?v=f7RkT2nPq4w',
    deliveryTime: 4,
    category: 'easy',
    active: true,
  },
  {
    id: 'weather-app-react',
    name: 'Weather App using OpenWeather API (React)',
    description:
      'A clean React app that shows current weather and a five-day forecast for any Indian city, with search history and unit toggle.',
    icon: '🌦️',
    studentPrice: 699,
    businessPrice: 1999,
    features: [],
    videoLink: '',
    deliveryTime: 4,
    category: 'easy',
    active: true,
  },
  // ---- medium ----
  {
    id: 'library-management-mern',
    name: 'Library Management System (MERN Stack)',
    description:
      'A full-stack library portal for colleges: book catalogue, issue and return, fine calculation and separate dashboards for librarians and students.',
    icon: '📚',
    studentPrice: 1499,
    businessPrice: 3999,
    features: [
      'JWT login for librarian and students',
      'Book catalogue with search and filters',
      'Issue, return and automatic fine calculation',
      'Admin dashboard with reports',
      'MongoDB, Express, React and Node.js',
    ],
    videoLink: 'https://www.youtube.com/watch?v=Lm2bN8xYc4E',
    deliveryTime: 7,
    category: 'medium',
    active: true,
  },
  {
    id: 'hostel-allocation-php',
    name: 'Hostel Room Allocation Portal (PHP + MySQL)',
    description:
      'Online hostel application, merit-based room allocation, mess fee tracking and complaint management for a college hostel.',
    icon: '🏠',
    studentPrice: 1299,
    businessPrice: 3499,
    features: [
      'Student application and document upload',
      'Merit-based room allocation',
      'Mess fee and dues tracking',
      'Complaint ticketing for wardens',
    ],
    videoLink: '',
    deliveryTime: 6,
    category: 'medium',
    active: true,
  },
  {
    id: 'ecommerce-django-razorpay',
    name: 'E-Commerce Website with Razorpay (Django)',
    description:
      'A multi-category online store with cart, coupons, Razorpay test-mode checkout, order tracking and an admin panel.',
    icon: '🛒',
    studentPrice: 1999,
    businessPrice: 5499,
    features: [
      'Product catalogue with categories',
      'Cart, coupons and wishlist',
      'Razorpay payment integration (test mode)',
      'Order tracking and invoice PDF',
      'Django admin for inventory',
    ],
    videoLink: 'https://www.youtube.com/watch?v=Hc7pV3sKd9A',
    deliveryTime: 8,
    category: 'medium',
    active: true,
  },
  {
    id: 'online-exam-spring-boot',
    name: 'Online Examination System (Spring Boot)',
    description:
      'Create tests, schedule exams, auto-evaluate MCQs and publish results, with role-based access for admins, faculty and students.',
    icon: '📝',
    studentPrice: 1799,
    businessPrice: 4999,
    features: [],
    videoLink: '',
    deliveryTime: 7,
    category: 'medium',
    active: true,
  },
  {
    id: 'movie-recommendation-ml',
    name: 'Movie Recommendation System (Python, scikit-learn)',
    description:
      'Content-based and collaborative filtering recommender on the MovieLens dataset with a Streamlit front end.',
    icon: '🎬',
    studentPrice: 1599,
    businessPrice: 4499,
    features: [
      'Content-based filtering with TF-IDF',
      'Collaborative filtering with matrix factorisation',
      'Streamlit web interface',
      'Project report and PPT',
    ],
    videoLink: 'https://www.youtube.com/watch?v=Zr4dW1tYb6M',
    deliveryTime: 6,
    category: 'medium',
    active: true,
  },
  // ---- hard ----
  {
    id: 'face-recognition-attendance',
    name: 'Face-Recognition Attendance System (Deep Learning)',
    description:
      'Marks classroom attendance from a webcam feed using face embeddings, with a teacher dashboard, subject-wise reports and Excel export.',
    icon: '📸',
    studentPrice: 3999,
    businessPrice: 9999,
    features: [
      'Face detection with MTCNN',
      'Face embeddings with FaceNet',
      'Real-time attendance from webcam',
      'Subject-wise attendance reports',
      'Flask dashboard and Excel export',
      'Project report, PPT and viva guidance',
    ],
    videoLink: 'https://www.youtube.com/watch?v=Fa9kR2mVt7Q',
    deliveryTime: 12,
    category: 'hard',
    active: true,
  },
  {
    id: 'crop-disease-detection-cnn',
    name: 'Crop Disease Detection from Leaf Images (CNN + Flask)',
    description:
      'Identifies common diseases in wheat, tomato and potato leaves from a photo and suggests remedies, trained on the PlantVillage dataset.',
    icon: '🌾',
    studentPrice: 3499,
    businessPrice: 8999,
    features: [
      'Transfer learning with MobileNetV2',
      'Over 90% validation accuracy',
      'Remedy suggestions in Hindi and English',
      'Flask web app for image upload',
    ],
    videoLink: '',
    deliveryTime: 10,
    category: 'hard',
    active: true,
  },
  {
    id: 'blockchain-certificate-verification',
    name: 'Blockchain-based Certificate Verification (Ethereum)',
    description:
      'Colleges issue degree certificates as hashes on an Ethereum test network; employers verify a certificate by uploading the PDF or scanning its QR code.',
    icon: '🔗',
    studentPrice: 4499,
    businessPrice: 11999,
    features: [],
    videoLink: 'https://www.youtube.com/watch?v=Bc5tN8wQz3K',
    deliveryTime: 14,
    category: 'hard',
    active: true,
  },
  {
    id: 'smart-parking-iot',
    name: 'Smart Parking System with IoT (ESP32 + Firebase)',
    description:
      'Ultrasonic sensors detect free parking slots and push live status to a mobile-friendly web app, with slot booking and entry gate control.',
    icon: '🚗',
    studentPrice: 4999,
    businessPrice: 12999,
    features: [
      'ESP32 with ultrasonic sensors',
      'Live slot status on Firebase',
      'Slot booking web app',
      'Servo-controlled entry gate',
      'Circuit diagram and hardware list',
    ],
    videoLink: '',
    deliveryTime: 15,
    category: 'hard',
    active: true,
  },
  {
    id: 'college-helpdesk-chatbot-rag',
    name: 'AI Chatbot for College Helpdesk (RAG + LLM)',
    description:
      'Answers admission, fee, timetable and exam questions from college documents using retrieval-augmented generation, with an admin panel to upload new circulars.',
    icon: '🤖',
    studentPrice: 3999,
    businessPrice: 10999,
    features: [
      'Document ingestion from PDF circulars',
      'Vector search with FAISS',
      'LLM answers with source citations',
      'Admin panel for documents',
    ],
    videoLink: 'https://www.youtube.com/watch?v=Rg6hY2uLp8D',
    deliveryTime: 12,
    category: 'hard',
    active: true,
  },
  // ---- inactive (must never be listed) ----
  {
    id: 'railway-reservation-cpp',
    name: 'Railway Reservation System (C++)',
    description:
      'A console-based ticket booking system with PNR generation and cancellation. Retired from the catalogue.',
    icon: '🚆',
    studentPrice: 399,
    businessPrice: 1199,
    features: ['Ticket booking and cancellation', 'PNR generation', 'File-based storage'],
    videoLink: '',
    deliveryTime: 3,
    category: 'easy',
    active: false,
  },
];

/** @type {SeedProject[]} */
export const PROJECTS = LIST.map((p, i) => ({ ...p, image: '', order: i + 1 }));
