// The search plugin's worker thread: builds the index files while the main thread renders the pages' HTML.
import { answerJob } from '../../workerJob.js';
import { buildIndexFiles } from './searchIndexFiles.js';

answerJob(buildIndexFiles);
