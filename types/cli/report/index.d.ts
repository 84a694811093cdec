/** A warning or an error, at its place in a source file when it has one. */
export interface Problem {
    message: string;
    file?: string;
    line?: number;
    column?: number;
    /** A rule or kind, e.g. `broken-link`, `operation-id-unique`. */
    rule?: string;
    /** What to do about it. */
    hint?: string;
}
export interface Reporter {
    /** A stage of the pipeline starts (the previous one has ended): `config`, `load`, `model`, `render`, … */
    stage(name: string): void;
    /** Pages written so far, of `total`. */
    pages(done: number, total: number): void;
    /** A line of the build's log. */
    info(message: string): void;
    /**
     * A warning. `logged`: the build's log has printed it already (in its own words), so the terminal
     * shows it once; it is still counted, put in the JSON summary and annotated in CI.
     */
    warning(problem: Problem & {
        logged?: boolean;
    }): void;
    /** An error that fails the build (printed by the command with the failure). */
    error(problem: Problem): void;
    /** The build has ended, done or failed (`docs serve` goes on waiting for edits). */
    done(): void;
}
/** The reporter of this process (a silent one unless the command line installed one). */
export declare function report(): Reporter;
/** Installs `reporter` for this process; returns a function that puts back the previous one. */
export declare function useReporter(reporter: Reporter): () => void;
