// RTU Kota (Rajasthan Technical University) curriculum used for the demo seed.
// Each unit is written as 'Unit topic|key point; key point; ...'. The topic becomes the note
// title ('Unit 2: Stacks and Queues'); the key points feed the generated PDF.

/**
 * @typedef {object} CatalogueSubject
 * @property {string} title  plain subject title
 * @property {string[]} units 'Topic|point; point; ...' per unit (3 to 5)
 */

/** @type {Record<string, CatalogueSubject>} */
export const CATALOGUE = {
  // ---- First year (common to all branches) -------------------------------------------------
  m1: {
    title: 'Engineering Mathematics-I',
    units: [
      'Calculus|Improper integrals; Beta and Gamma functions; Applications of definite integrals; Surface area and volume of revolution',
      'Sequences and Series|Convergence of sequences; Tests for convergence of series; Power series; Taylor and Maclaurin series; Fourier series',
      'Multivariable Calculus: Differentiation|Limits and continuity; Partial derivatives; Total derivative; Maxima and minima; Lagrange multipliers',
      'Multivariable Calculus: Integration|Double and triple integrals; Change of order of integration; Gradient, divergence and curl; Green, Stokes and Gauss theorems',
    ],
  },
  phy: {
    title: 'Engineering Physics',
    units: [
      'Wave Optics|Interference in thin films; Newton rings; Michelson interferometer; Fraunhofer diffraction; Diffraction grating',
      'Quantum Mechanics|Wave-particle duality; de Broglie hypothesis; Heisenberg uncertainty principle; Schrodinger wave equation; Particle in a box',
      'Coherence and Optical Fibres|Spatial and temporal coherence; Structure of an optical fibre; Numerical aperture; Modes of propagation; Attenuation and dispersion',
      'Lasers|Einstein coefficients; Population inversion; Ruby and He-Ne lasers; Semiconductor laser; Applications of lasers',
    ],
  },
  comm: {
    title: 'Communication Skills',
    units: [
      'Communication Fundamentals|Meaning and process of communication; Types of communication; The 7 Cs of communication; Barriers to communication',
      'Basic Writing Skills|Sentence construction; Paragraph writing; Precis writing; Common errors in English',
      'Professional Writing|Formal letters; E-mail etiquette; Memo and notice; Resume and cover letter',
    ],
  },
  pps: {
    title: 'Programming for Problem Solving',
    units: [
      'Fundamentals of Computers and Number Systems|Computer organisation; Number systems and conversions; Algorithms and flowcharts; Compilation process',
      'C Basics and Control Statements|Data types and operators; Input and output functions; if-else and switch; Loops: for, while and do-while',
      'Arrays, Strings and Functions|One- and two-dimensional arrays; String handling functions; Function definition and call; Recursion; Storage classes',
      'Pointers, Structures and Files|Pointer arithmetic; Pointers and arrays; Dynamic memory allocation; Structures and unions; File handling in C',
    ],
  },
  bee: {
    title: 'Basic Electrical Engineering',
    units: [
      'DC Circuits|Ohm law and Kirchhoff laws; Mesh and nodal analysis; Superposition theorem; Thevenin and Norton theorems',
      'AC Circuits|Sinusoidal quantities and phasors; RLC series and parallel circuits; Power and power factor; Three-phase balanced circuits',
      'Transformers|Construction and working principle; EMF equation; Equivalent circuit; Losses and efficiency',
      'Electrical Machines and Installations|DC machines; Three-phase induction motor; Switchgear: MCB, ELCB and fuse; Earthing and batteries',
    ],
  },
  m2: {
    title: 'Engineering Mathematics-II',
    units: [
      'Matrices|Rank of a matrix; Consistency of linear equations; Eigenvalues and eigenvectors; Cayley-Hamilton theorem; Diagonalisation',
      'First Order Ordinary Differential Equations|Exact equations; Linear and Bernoulli equations; Equations not of first degree; Clairaut equation',
      'Higher Order Ordinary Differential Equations|Linear equations with constant coefficients; Variation of parameters; Cauchy-Euler equation; Power series solutions',
      'Partial Differential Equations|Formation of PDEs; Lagrange linear equation; Separation of variables; One-dimensional wave and heat equations',
    ],
  },
  chem: {
    title: 'Engineering Chemistry',
    units: [
      'Water|Hardness of water; Estimation of hardness by EDTA; Boiler troubles; Softening: lime-soda, zeolite and ion exchange',
      'Corrosion and its Control|Dry and wet corrosion; Galvanic and concentration cell corrosion; Factors affecting corrosion; Protective coatings and cathodic protection',
      'Fuels|Classification of fuels; Calorific value and bomb calorimeter; Proximate and ultimate analysis of coal; Cracking and octane number',
      'Polymers and Engineering Materials|Polymerisation; Thermoplastics and thermosets; Rubber and vulcanisation; Cement and lubricants',
    ],
  },
  hv: {
    title: 'Human Values',
    units: [
      'Value Education|Need for value education; Self-exploration; Happiness and prosperity; Basic human aspirations',
      'Harmony in the Human Being|The self and the body; Needs of the self; Sanyam and swasthya; Programme to ensure health',
      'Harmony in Family, Society and Nature|Trust and respect in relationships; Universal human order; Four orders of nature; Professional ethics',
    ],
  },
  bme: {
    title: 'Basic Mechanical Engineering',
    units: [
      'Power Plants and Prime Movers|Steam, hydro and nuclear power plants; Renewable energy sources; Boilers; Steam and gas turbines',
      'Pumps, Refrigeration and Air Conditioning|Centrifugal and reciprocating pumps; Vapour compression refrigeration; Refrigerants; Air-conditioning systems',
      'Internal Combustion Engines|Two-stroke and four-stroke engines; Petrol and diesel engines; Engine performance parameters; Otto and diesel cycles',
      'Transmission of Power and Manufacturing|Belt, rope and chain drives; Gear trains; Casting and welding; Lathe and drilling machines',
    ],
  },
  bce: {
    title: 'Basic Civil Engineering',
    units: [
      'Surveying|Principles of surveying; Chain and compass surveying; Levelling; Modern survey instruments',
      'Building Materials and Construction|Stones, bricks, cement and concrete; Foundations; Masonry; Doors, windows and floors',
      'Environmental and Transportation Engineering|Water supply and sanitation; Solid waste management; Air and noise pollution; Road classification and pavements',
    ],
  },
  caeg: {
    title: 'Computer Aided Engineering Graphics',
    units: [
      'Introduction to Engineering Drawing and CAD|Drawing instruments; Lettering and dimensioning; Scales; Basic AutoCAD commands',
      'Orthographic Projections|Projections of points; Projections of lines; Projections of planes; First and third angle projection',
      'Projections and Sections of Solids|Prisms, pyramids, cylinders and cones; Sections of solids; True shape of section; Development of surfaces',
      'Isometric Projections|Isometric scale; Isometric views of simple solids; Conversion of isometric to orthographic views',
    ],
  },

  // ---- Semester 3 ---------------------------------------------------------------------------
  aem1: {
    title: 'Advanced Engineering Mathematics-I',
    units: [
      'Random Variables|Discrete and continuous random variables; Probability mass and density functions; Expectation and variance; Moment generating function',
      'Probability Distributions|Binomial distribution; Poisson distribution; Normal distribution; Exponential distribution',
      'Correlation and Regression|Karl Pearson coefficient; Rank correlation; Lines of regression; Curve fitting by least squares',
      'Optimisation|Linear programming problems; Graphical method; Simplex method; Transportation and assignment problems',
    ],
  },
  de: {
    title: 'Digital Electronics',
    units: [
      'Number Systems and Codes|Binary, octal and hexadecimal systems; Complements; BCD, Gray and excess-3 codes; Boolean algebra',
      'Minimisation of Logic Functions|Canonical SOP and POS forms; Karnaugh maps; Quine-McCluskey method; NAND and NOR implementation',
      'Combinational Circuits|Half and full adders; Subtractors; Multiplexers and demultiplexers; Encoders and decoders',
      'Sequential Circuits|Latches and flip-flops; SR, JK, D and T flip-flops; Shift registers; Synchronous and asynchronous counters',
      'Logic Families|RTL, DTL and TTL; CMOS logic; Fan-in and fan-out; Noise margin and propagation delay',
    ],
  },
  dsa: {
    title: 'Data Structures and Algorithms',
    units: [
      'Introduction to Data Structures|Abstract data types; Arrays and their memory representation; Time and space complexity; Asymptotic notations; Linear and binary search',
      'Stacks and Queues|Stack operations; Infix to postfix conversion; Recursion using stacks; Circular queue; Deque and priority queue',
      'Linked Lists|Singly linked list; Doubly linked list; Circular linked list; Polynomial addition using linked lists',
      'Trees|Binary trees and traversals; Binary search trees; AVL trees; B-trees; Heaps',
      'Sorting and Graphs|Insertion and selection sort; Quick sort and merge sort; Heap sort; Graph representation; BFS and DFS',
    ],
  },
  oop: {
    title: 'Object Oriented Programming',
    units: [
      'Introduction to Object Oriented Programming|Procedural versus object-oriented programming; Classes and objects; Encapsulation; Access specifiers',
      'Constructors and Overloading|Constructors and destructors; Copy constructor; Function overloading; Operator overloading; Friend functions',
      'Inheritance and Polymorphism|Types of inheritance; Virtual base class; Virtual functions; Runtime polymorphism; Abstract classes',
      'Templates, Exceptions and Files|Function and class templates; Exception handling; Standard Template Library; File streams',
    ],
  },
  se: {
    title: 'Software Engineering',
    units: [
      'Software Process Models|Software crisis; Software development life cycle; Waterfall and spiral models; Agile and Scrum',
      'Requirements Engineering|Requirement elicitation; SRS document; Use case diagrams; Feasibility study',
      'Software Design|Cohesion and coupling; Function-oriented design; Object-oriented design with UML; Data flow diagrams',
      'Testing, Estimation and Maintenance|Black-box and white-box testing; Unit and integration testing; COCOMO model; Function point analysis',
    ],
  },
  python: {
    title: 'Python Programming',
    units: [
      'Python Basics|Data types and variables; Operators and expressions; Control flow; Functions and arguments',
      'Data Structures in Python|Lists and tuples; Dictionaries and sets; Comprehensions; String methods',
      'Object-Oriented Python and Modules|Classes and objects; Inheritance; Modules and packages; Exception handling and file I/O',
      'Python for Data Handling|NumPy arrays; Pandas Series and DataFrame; Reading CSV files; Plotting with Matplotlib',
    ],
  },

  // ---- Semester 4 ---------------------------------------------------------------------------
  dms: {
    title: 'Discrete Mathematics Structure',
    units: [
      'Sets, Relations and Functions|Set operations; Relations and their properties; Equivalence relations and partitions; Pigeonhole principle',
      'Logic and Proofs|Propositional logic; Predicates and quantifiers; Rules of inference; Mathematical induction',
      'Combinatorics and Recurrence Relations|Permutations and combinations; Inclusion-exclusion principle; Recurrence relations; Generating functions',
      'Algebraic Structures|Groups and subgroups; Cosets and Lagrange theorem; Rings and fields; Lattices and Boolean algebra',
      'Graph Theory|Graph terminology; Euler and Hamiltonian paths; Spanning trees; Graph colouring; Planar graphs',
    ],
  },
  mpi: {
    title: 'Microprocessor and Interfaces',
    units: [
      'Introduction to the 8085 Microprocessor|Architecture of 8085; Pin diagram; Registers and flags; Timing diagrams',
      'Instruction Set and Programming|Addressing modes; Data transfer instructions; Arithmetic and logical instructions; Branch instructions',
      'Stack, Subroutines and Interrupts|Stack operations; Subroutines; Interrupts of 8085; Counters and time delays',
      'Peripheral Interfacing|8255 programmable peripheral interface; 8253 timer; 8259 interrupt controller; Memory interfacing',
    ],
  },
  dbms: {
    title: 'Database Management System',
    units: [
      'Introduction to DBMS|File system versus DBMS; Three-schema architecture; Data independence; Entity-relationship model',
      'Relational Model and SQL|Relational algebra; Keys and integrity constraints; SQL DDL and DML; Joins and nested queries',
      'Normalisation|Functional dependencies; First, second and third normal forms; Boyce-Codd normal form; Lossless decomposition',
      'Transactions and Concurrency Control|ACID properties; Serializability; Lock-based protocols; Timestamp ordering; Deadlock handling',
      'Storage and Recovery|File organisation; Indexing and B+ trees; Hashing; Log-based recovery and checkpoints',
    ],
  },
  toc: {
    title: 'Theory of Computation',
    units: [
      'Finite Automata|Alphabets, strings and languages; Deterministic finite automata; Nondeterministic finite automata; Minimisation of DFA',
      'Regular Expressions and Languages|Regular expressions; Arden theorem; Pumping lemma for regular languages; Moore and Mealy machines',
      'Context-Free Grammars and Pushdown Automata|Derivation trees and ambiguity; Chomsky normal form; Greibach normal form; Pushdown automata',
      'Turing Machines and Undecidability|Turing machine model; Church-Turing thesis; Halting problem; P, NP and NP-complete problems',
    ],
  },
  dccn: {
    title: 'Data Communication and Computer Networks',
    units: [
      'Data Communication Fundamentals|Network topologies; OSI and TCP/IP models; Transmission media; Multiplexing and switching',
      'Data Link Layer|Framing; Error detection with CRC; Stop-and-wait and sliding window protocols; ALOHA and CSMA/CD',
      'Network Layer|IPv4 addressing and subnetting; Distance vector and link state routing; IPv6; ARP and ICMP',
      'Transport and Application Layers|UDP and TCP; TCP congestion control; DNS; HTTP, SMTP and FTP',
    ],
  },
  stats: {
    title: 'Probability and Statistics for Data Science',
    units: [
      'Descriptive Statistics|Measures of central tendency; Measures of dispersion; Skewness and kurtosis; Histograms and box plots',
      'Probability Theory|Axioms of probability; Conditional probability; Bayes theorem; Joint distributions',
      'Sampling and Estimation|Sampling distributions; Central limit theorem; Maximum likelihood estimation; Confidence intervals',
      'Hypothesis Testing|Null and alternative hypotheses; Type I and Type II errors; z-test and t-test; Chi-square test and ANOVA',
    ],
  },
  fds: {
    title: 'Fundamentals of Data Science',
    units: [
      'Introduction to Data Science|Data science life cycle; Types of data; Roles in a data team; Applications of data science',
      'Data Collection and Cleaning|Data sources and APIs; Web scraping; Handling missing values; Outlier detection',
      'Exploratory Data Analysis|Summary statistics; Univariate and bivariate analysis; Correlation; Visualisation with Seaborn',
      'Introduction to Modelling|Train-test split; Linear regression; Classification basics; Evaluation metrics and overfitting',
    ],
  },

  // ---- Semester 5 ---------------------------------------------------------------------------
  itc: {
    title: 'Information Theory and Coding',
    units: [
      'Information Theory|Entropy and information; Joint and conditional entropy; Mutual information; Channel capacity and Shannon theorem',
      'Source Coding|Shannon-Fano coding; Huffman coding; Lempel-Ziv coding; Run-length encoding',
      'Linear Block Codes|Hamming codes; Generator and parity-check matrices; Syndrome decoding; Minimum distance',
      'Cyclic and Convolutional Codes|Cyclic codes; Encoding with shift registers; Convolutional codes; Viterbi decoding',
    ],
  },
  cd: {
    title: 'Compiler Design',
    units: [
      'Introduction to Compilers and Lexical Analysis|Phases of a compiler; Bootstrapping and cross compilers; Role of the lexical analyser; Input buffering and LEX',
      'Syntax Analysis|Context-free grammars; LL(1) parsing; SLR, CLR and LALR parsing; YACC',
      'Syntax-Directed Translation and Intermediate Code|Syntax-directed definitions; S-attributed and L-attributed definitions; Three-address code; Quadruples and triples',
      'Code Optimisation and Code Generation|Basic blocks and flow graphs; Loop optimisation; DAG representation; Peephole optimisation; Register allocation',
    ],
  },
  os: {
    title: 'Operating System',
    units: [
      'Introduction to Operating Systems|Functions and types of operating systems; System calls; Process concept and PCB; Threads',
      'CPU Scheduling and Synchronisation|FCFS, SJF, priority and round robin scheduling; Critical section problem; Semaphores; Classical synchronisation problems',
      'Deadlocks|Deadlock characterisation; Prevention and avoidance; Banker algorithm; Detection and recovery',
      'Memory Management|Paging and segmentation; Virtual memory; Page replacement: FIFO, LRU and optimal; Thrashing',
      'File Systems and Disk Scheduling|File access methods; Directory structure; Allocation methods; Disk scheduling: SSTF, SCAN and C-SCAN',
    ],
  },
  cgm: {
    title: 'Computer Graphics and Multimedia',
    units: [
      'Graphics Primitives|Raster and random scan displays; DDA line algorithm; Bresenham line algorithm; Midpoint circle algorithm',
      '2D Transformations and Clipping|Translation, rotation and scaling; Homogeneous coordinates; Window to viewport mapping; Cohen-Sutherland line clipping',
      '3D Graphics|3D transformations; Parallel and perspective projection; Hidden surface removal; Bezier curves and B-splines',
      'Multimedia|Multimedia components; Image and audio formats; JPEG and MPEG compression; Animation basics',
    ],
  },
  aoa: {
    title: 'Analysis of Algorithms',
    units: [
      'Algorithm Analysis and Divide and Conquer|Asymptotic notations; Recurrences and the master theorem; Merge sort and quick sort; Strassen matrix multiplication',
      'Greedy Algorithms|Fractional knapsack; Huffman coding; Prim and Kruskal algorithms; Dijkstra algorithm',
      'Dynamic Programming|0/1 knapsack; Longest common subsequence; Matrix chain multiplication; Floyd-Warshall algorithm',
      'Backtracking and Branch and Bound|N-queens problem; Sum of subsets; Graph colouring; Travelling salesman problem',
      'String Matching and NP-Completeness|Naive string matching; Rabin-Karp algorithm; KMP algorithm; P, NP and NP-complete classes',
    ],
  },
  ml: {
    title: 'Machine Learning',
    units: [
      'Introduction to Machine Learning|Types of learning; Bias-variance trade-off; Training, validation and test sets; Feature scaling',
      'Supervised Learning|Linear and logistic regression; Decision trees; Support vector machines; k-nearest neighbours; Naive Bayes',
      'Unsupervised Learning|k-means clustering; Hierarchical clustering; DBSCAN; Principal component analysis',
      'Ensemble Methods and Evaluation|Bagging and random forest; Boosting; Cross-validation; Precision, recall and ROC curve',
    ],
  },
  ai: {
    title: 'Artificial Intelligence',
    units: [
      'Introduction to AI and Intelligent Agents|History of AI; Agents and environments; PEAS description; Types of agents',
      'Search Strategies|BFS, DFS and uniform cost search; Greedy best-first and A* search; Hill climbing; Simulated annealing',
      'Adversarial Search and Constraint Satisfaction|Minimax algorithm; Alpha-beta pruning; Constraint satisfaction problems; Backtracking search',
      'Knowledge Representation and Reasoning|Propositional and first-order logic; Resolution; Forward and backward chaining; Semantic networks and frames',
      'Uncertainty and Planning|Probabilistic reasoning; Bayesian networks; Fuzzy logic; STRIPS planning',
    ],
  },
  dm: {
    title: 'Data Mining',
    units: [
      'Introduction to Data Mining|KDD process; Data mining functionalities; Data warehouse and OLAP; Data preprocessing',
      'Association Rule Mining|Frequent itemsets; Apriori algorithm; FP-growth; Support, confidence and lift',
      'Classification and Prediction|Decision tree induction; Bayesian classification; Rule-based classification; Model evaluation',
      'Cluster Analysis and Outliers|Partitioning methods; Hierarchical methods; Density-based methods; Outlier analysis',
    ],
  },

  // ---- Semester 6 ---------------------------------------------------------------------------
  dip: {
    title: 'Digital Image Processing',
    units: [
      'Digital Image Fundamentals|Image sensing and acquisition; Sampling and quantisation; Relationships between pixels; Colour models',
      'Image Enhancement|Intensity transformations; Histogram equalisation; Spatial filtering; Frequency domain filtering',
      'Image Restoration and Compression|Noise models; Inverse and Wiener filtering; Lossless compression; JPEG compression',
      'Image Segmentation and Morphology|Edge detection; Thresholding; Region growing; Dilation, erosion, opening and closing',
    ],
  },
  iss: {
    title: 'Information Security System',
    units: [
      'Introduction to Security|Security goals and attacks; Security services and mechanisms; Classical ciphers: Caesar, Playfair and Vigenere; Steganography',
      'Symmetric Key Cryptography|Block cipher principles; Data Encryption Standard; Advanced Encryption Standard; Modes of operation',
      'Public Key Cryptography|Number theory basics; RSA algorithm; Diffie-Hellman key exchange; Elliptic curve cryptography',
      'Hashing, Signatures and Network Security|SHA hash functions; Message authentication codes; Digital signatures; SSL/TLS and firewalls',
    ],
  },
  cao: {
    title: 'Computer Architecture and Organization',
    units: [
      'Basic Computer Organisation|Register transfer language; Bus and memory transfers; Instruction codes; Instruction cycle',
      'Central Processing Unit|General register organisation; Stack organisation; Instruction formats and addressing modes; RISC versus CISC',
      'Pipelining and Vector Processing|Arithmetic and instruction pipelines; Pipeline hazards; Vector processing; Array processors',
      'Memory and I/O Organisation|Memory hierarchy; Cache memory and mapping techniques; Virtual memory; DMA and interrupts',
    ],
  },
  cc: {
    title: 'Cloud Computing',
    units: [
      'Introduction to Cloud Computing|Characteristics of cloud computing; IaaS, PaaS and SaaS; Public, private and hybrid clouds; Cloud economics',
      'Virtualisation|Hypervisors; Full and para-virtualisation; Containers and Docker; Virtual machine migration',
      'Cloud Architecture and Services|Service-oriented architecture; AWS, Azure and Google Cloud overview; Cloud storage services; Serverless computing',
      'Cloud Security and Management|Identity and access management; Data security in the cloud; Service level agreements; Monitoring and autoscaling',
    ],
  },
  dl: {
    title: 'Deep Learning',
    units: [
      'Neural Network Fundamentals|Perceptron; Multilayer perceptron; Activation functions; Backpropagation and gradient descent',
      'Convolutional Neural Networks|Convolution and pooling; LeNet, AlexNet, VGG and ResNet; Transfer learning; Data augmentation',
      'Recurrent Neural Networks|Sequence modelling; Vanishing gradients; LSTM and GRU; Attention mechanism',
      'Training Deep Networks|Dropout and weight decay; Batch normalisation; Adam and RMSProp optimisers; Hyperparameter tuning',
      'Generative Models|Autoencoders; Variational autoencoders; Generative adversarial networks; Introduction to transformers',
    ],
  },
  nlp: {
    title: 'Natural Language Processing',
    units: [
      'Introduction to NLP|The NLP pipeline; Tokenisation; Stemming and lemmatisation; Regular expressions for text',
      'Language Modelling and Tagging|N-gram models and smoothing; Part-of-speech tagging; Hidden Markov models; Named entity recognition',
      'Text Representation|Bag of words; TF-IDF; Word2Vec and GloVe; Document similarity',
      'Modern NLP|Sequence-to-sequence models; Transformers; BERT; Sentiment analysis and machine translation',
    ],
  },
  dv: {
    title: 'Data Visualization',
    units: [
      'Principles of Visualisation|Visual perception; Data types and visual encodings; Choosing the right chart; Colour and layout',
      'Visualisation with Python|Matplotlib; Seaborn; Plotly; Subplots and styling',
      'Dashboards and Storytelling|Dashboard design; Power BI and Tableau basics; Data storytelling; Key performance indicators',
    ],
  },
  bda: {
    title: 'Big Data Analytics',
    units: [
      'Introduction to Big Data|Volume, velocity and variety; Sources of big data; Traditional versus big data systems; Big data applications',
      'Hadoop Ecosystem|HDFS architecture; MapReduce programming; YARN; Hive and Pig',
      'NoSQL Databases|Key-value, document, column and graph stores; MongoDB; Cassandra; CAP theorem',
      'Apache Spark|Resilient distributed datasets; Spark SQL and DataFrames; Spark Streaming; MLlib',
    ],
  },

  // ---- Semesters 7 and 8 (core + electives) -------------------------------------------------
  iot: {
    title: 'Internet of Things',
    units: [
      'Introduction to IoT|Characteristics of IoT; IoT architecture layers; Physical and logical design; Enabling technologies',
      'Sensors, Actuators and Devices|Sensors and transducers; Actuators; Arduino and Raspberry Pi; ESP8266 and ESP32',
      'IoT Protocols|MQTT; CoAP; Zigbee and Bluetooth Low Energy; LoRaWAN',
      'IoT Applications and Security|Smart home and smart city; Industrial IoT; Cloud platforms for IoT; IoT security challenges',
    ],
  },
  cyber: {
    title: 'Cyber Security',
    units: [
      'Introduction to Cyber Crime|Classification of cyber crime; Cyber criminals; Social engineering; Cyber stalking',
      'Attacks and Vulnerabilities|Phishing; Viruses, worms and trojans; SQL injection and cross-site scripting; Denial of service',
      'Security Tools and Practices|Password policies; Firewalls and VPNs; Antivirus software; Security audits',
      'Cyber Law and Forensics|IT Act 2000 and amendments; Digital forensics process; Handling of digital evidence; Cyber ethics',
    ],
  },
  bc: {
    title: 'Blockchain Technology',
    units: [
      'Introduction to Blockchain|Distributed ledger; Hash pointers and Merkle trees; Structure of a block; Public, private and consortium blockchains',
      'Consensus Mechanisms|Proof of work; Proof of stake; Byzantine fault tolerance; Mining and incentives',
      'Cryptocurrency and Bitcoin|Bitcoin transactions; Wallets and keys; Double spending; Bitcoin script',
      'Ethereum and Smart Contracts|Ethereum virtual machine; Solidity basics; Smart contracts; Decentralised applications',
    ],
  },
  stqa: {
    title: 'Software Testing and Quality Assurance',
    units: [
      'Testing Fundamentals|Errors, faults and failures; Principles of testing; Verification and validation; Levels of testing',
      'Test Case Design|Equivalence partitioning; Boundary value analysis; Decision tables; Cyclomatic complexity',
      'Test Automation|Automation frameworks; Selenium; Unit testing with JUnit; Continuous integration',
      'Quality Assurance|ISO 9001 and CMMI; Software metrics; Reviews and inspections; Six Sigma',
    ],
  },
  rl: {
    title: 'Reinforcement Learning',
    units: [
      'Introduction to Reinforcement Learning|Agent, environment and reward; Exploration versus exploitation; Multi-armed bandits',
      'Markov Decision Processes|States, actions and transitions; Bellman equations; Value iteration; Policy iteration',
      'Model-Free Methods|Monte Carlo methods; Temporal difference learning; SARSA; Q-learning',
      'Deep Reinforcement Learning|Deep Q-networks; Policy gradients; Actor-critic methods; Applications in games and robotics',
    ],
  },
  cv: {
    title: 'Computer Vision',
    units: [
      'Image Formation and Features|Camera models; Image filtering; Edge and corner detection; SIFT and ORB descriptors',
      'Object Detection|Sliding windows; R-CNN family; YOLO; Non-maximum suppression',
      'Segmentation and Tracking|Semantic and instance segmentation; U-Net; Optical flow; Object tracking',
      '3D Vision and Applications|Stereo vision; Depth estimation; Face recognition; Augmented reality',
    ],
  },
  dist: {
    title: 'Distributed Systems',
    units: [
      'Introduction to Distributed Systems|Goals of distributed systems; Architectural models; Middleware; Remote procedure call',
      'Clocks and Coordination|Lamport clocks; Vector clocks; Distributed mutual exclusion; Election algorithms',
      'Consistency and Replication|Consistency models; Replica management; Distributed transactions; Two-phase commit',
      'Fault Tolerance and Distributed File Systems|Failure models; Paxos and Raft; NFS and HDFS; Google File System',
    ],
  },
  hci: {
    title: 'Human Computer Interaction',
    units: [
      'Foundations of HCI|Human memory and perception; Interaction models; Ergonomics; Interaction styles',
      'Design Process|User-centred design; Personas and scenarios; Prototyping; Design rules and guidelines',
      'Evaluation Techniques|Heuristic evaluation; Cognitive walkthrough; Usability testing; Accessibility',
    ],
  },
  dmgmt: {
    title: 'Disaster Management',
    units: [
      'Introduction to Disasters|Hazard, risk and vulnerability; Natural and man-made disasters; Disaster profile of India',
      'Disaster Management Cycle|Mitigation; Preparedness; Response; Recovery and rehabilitation',
      'Disaster Management in India|Disaster Management Act 2005; NDMA and SDMA; GIS and remote sensing; Community participation',
    ],
  },
  genai: {
    title: 'Generative AI',
    units: [
      'Foundations of Generative Models|Discriminative versus generative models; Density estimation; Autoencoders; Variational autoencoders',
      'GANs and Diffusion Models|GAN architecture and training; DCGAN and StyleGAN; Denoising diffusion models; Text-to-image generation',
      'Large Language Models|Transformer architecture; Pre-training and fine-tuning; Tokenisation; Prompt engineering',
      'Building Applications with LLMs|Retrieval-augmented generation; Vector databases; Evaluating LLM outputs; Safety and hallucination',
    ],
  },
  tsa: {
    title: 'Time Series Analysis and Forecasting',
    units: [
      'Time Series Fundamentals|Components of a time series; Stationarity; Autocorrelation; Decomposition',
      'Classical Forecasting Models|Moving averages; Exponential smoothing; ARIMA; Seasonal ARIMA',
      'Machine Learning for Time Series|Lag features; Tree-based forecasting; LSTM for sequences; MAE, RMSE and MAPE',
    ],
  },
  rai: {
    title: 'Responsible AI and Ethics',
    units: [
      'Ethics in AI|Principles of responsible AI; Bias and fairness; Transparency; Accountability',
      'Explainable AI|Interpretable models; LIME; SHAP; Model cards',
      'Privacy and Governance|Data privacy; Differential privacy; Digital Personal Data Protection Act 2023; AI governance frameworks',
    ],
  },
};

/**
 * Which catalogue subjects each semester offers, per branch, in display order.
 * Semesters 1-2 are the common first year; 3-8 list CSE and AIDS separately.
 * @type {Array<{ n: number, common?: string[], cse?: string[], aids?: string[] }>}
 */
export const PLAN = [
  { n: 1, common: ['m1', 'phy', 'comm', 'pps', 'bee'] },
  { n: 2, common: ['m2', 'chem', 'hv', 'bme', 'bce', 'caeg'] },
  {
    n: 3,
    cse: ['aem1', 'de', 'dsa', 'oop', 'se'],
    aids: ['aem1', 'de', 'dsa', 'oop', 'python'],
  },
  {
    n: 4,
    cse: ['dms', 'mpi', 'dbms', 'toc', 'dccn'],
    aids: ['dms', 'dbms', 'stats', 'fds', 'dccn'],
  },
  {
    n: 5,
    cse: ['itc', 'cd', 'os', 'cgm', 'aoa'],
    aids: ['ml', 'ai', 'dm', 'os', 'aoa'],
  },
  {
    n: 6,
    cse: ['dip', 'ml', 'iss', 'cao', 'ai', 'cc'],
    aids: ['dl', 'nlp', 'dv', 'cc', 'bda'],
  },
  {
    n: 7,
    cse: ['iot', 'cyber', 'bc', 'stqa'],
    aids: ['iot', 'rl', 'cv', 'bc'],
  },
  {
    n: 8,
    cse: ['bda', 'dist', 'hci', 'dmgmt'],
    aids: ['genai', 'tsa', 'rai', 'dmgmt'],
  },
];
