// Landing FAQ (docs/product.md §2). Plain data so the questions paint with the page while the accordion's
// code is still loading.
export const faqItems = [
  {
    question: 'Are the notes really free?',
    answer:
      'Yes. Every semester-wise PDF note for CSE and AIDS is free. You only need an account so we can keep your reading history in My PDFs.',
  },
  {
    question: 'Why do I need a Gmail address?',
    answer:
      'We verify every new account with a 6-digit code sent by email, and accept Gmail addresses only. The code is valid for 15 minutes.',
  },
  {
    question: 'I did not get the verification code. What now?',
    answer:
      'Check your spam folder first. On the verification page you can request a new code once a minute.',
  },
  {
    question: 'How do custom projects work?',
    answer:
      'Pick a project at the easy, medium or hard level, choose the student or business plan, tell us your requirements and pay online. You download the finished project from My Orders.',
  },
  {
    question: 'I forgot my password.',
    answer:
      'Use “Forgot password?” below the login form. We email you a reset link that works for 15 minutes.',
  },
] as const;
