// The reference-typescript plugin's worker thread: runs the TypeScript compiler over the SDK declarations while the
// main thread parses the Solidity sources.
import { answerJob } from '../../workerJob.js';
import { extractPackageModels } from './extractPackageModels.js';
import type { ModelsToExtract } from './loadPackageModels.js';

answerJob(({ all, targets }: ModelsToExtract) => extractPackageModels(all, targets));
