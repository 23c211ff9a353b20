// The reference-solidity plugin's worker thread: parses the packages' sources (see parsePackages).
import { answerJob } from '../../workerJob.js';
import { parsePackages } from './loadPackages.js';

answerJob(parsePackages);
