// Hand-written exam questions for the generated papers of a few subjects: phrased as
// RTU papers phrase them (numerical data, "Differentiate", abbreviations), not with the notes'
// own key-point wording, so the exam-prep evaluation also measures paraphrases. Each entry asks
// about one key point of one unit (`point`, as in curriculum.mjs); its variants are the same
// question as asked in different years.

/**
 * @typedef {object} HandWrittenQuestion
 * @property {number} unit
 * @property {string} point the curriculum key point it asks about (the topic)
 * @property {string[]} variants phrasings; paper k uses variants[k % length]
 */

/** @type {Record<string, HandWrittenQuestion[]>} keyed by catalogue key (curriculum.mjs) */
export const HAND_WRITTEN = {
  dsa: [
    {
      unit: 2,
      point: 'Infix to postfix conversion',
      variants: [
        'Convert the infix expression A + B * C - D / E into its postfix form using a stack.',
        'Using a stack, convert the infix expression (A + B) * (C - D) to postfix and show each step.',
      ],
    },
    {
      unit: 4,
      point: 'AVL trees',
      variants: [
        'Insert the keys 10, 20, 30, 40, 50 and 25 into an empty AVL tree, showing every rotation.',
        'What is the balance factor of a node in an AVL tree? Construct an AVL tree by inserting 50, 40, 30, 45 and 47.',
      ],
    },
    {
      unit: 5,
      point: 'Quick sort and merge sort',
      variants: [
        'Sort the list 35, 12, 99, 42, 7, 61 using quick sort and write its partition procedure.',
        'Write the quick sort algorithm and analyse its best and worst case running time.',
      ],
    },
    {
      unit: 1,
      point: 'Asymptotic notations',
      variants: [
        'Explain Big-O, Omega and Theta notations with one example each.',
        'Define Big-O notation. Show that 3n + 2 is O(n).',
      ],
    },
  ],
  dbms: [
    {
      unit: 3,
      point: 'First, second and third normal forms',
      variants: [
        'What is normalization? Explain 1NF, 2NF and 3NF with examples.',
        'Decompose a relation with partial and transitive dependencies into 2NF and 3NF.',
      ],
    },
    {
      unit: 4,
      point: 'ACID properties',
      variants: [
        'Explain the ACID properties of a transaction.',
        'What do atomicity, consistency, isolation and durability mean for a transaction?',
      ],
    },
    {
      unit: 5,
      point: 'Indexing and B+ trees',
      variants: [
        'Construct a B+ tree of order 3 for the keys 5, 10, 15, 20, 25 and 30.',
        'How does a B+ tree index speed up search? Show an insertion that splits a leaf.',
      ],
    },
    {
      unit: 2,
      point: 'Joins and nested queries',
      variants: [
        'Write SQL queries using an inner join and a left outer join on the tables EMP and DEPT.',
        'Explain the types of joins in SQL and write a nested query to find employees earning above the average salary.',
      ],
    },
  ],
  os: [
    {
      unit: 3,
      point: 'Banker algorithm',
      variants: [
        "Explain the Banker's algorithm for deadlock avoidance with an example.",
        "Given the allocation, maximum and available matrices, use the Banker's algorithm to find a safe sequence.",
      ],
    },
    {
      unit: 2,
      point: 'FCFS, SJF, priority and round robin scheduling',
      variants: [
        'Compute the average waiting time under FCFS and SJF scheduling for processes with burst times 24, 3 and 3 ms.',
        'Draw Gantt charts for FCFS and round robin scheduling (quantum 4 ms) and compare their average waiting times.',
      ],
    },
    {
      unit: 4,
      point: 'Page replacement: FIFO, LRU and optimal',
      variants: [
        'Find the number of page faults for the reference string 7, 0, 1, 2, 0, 3, 0, 4 with 3 frames using FIFO and LRU page replacement.',
        'Explain the LRU and optimal page replacement algorithms and state which suffers from Belady anomaly.',
      ],
    },
    {
      unit: 5,
      point: 'Disk scheduling: SSTF, SCAN and C-SCAN',
      variants: [
        'Calculate the total head movement under SSTF and SCAN disk scheduling for the request queue 98, 183, 37, 122, 14.',
        'Explain the C-SCAN disk scheduling algorithm and compare it with SCAN.',
      ],
    },
  ],
};
