"""submit_answer: the answer's citations and fact-check, sent back once, then fixed with a note.

Every cited locator must exist and lie within what the reader allowed. A claim listed
as verified must cite a passage the agent actually read in this run (search results or
a chapter it opened): that is the fact-check against the text. The first submission
with problems goes back to the model with the list; a second one is accepted with bad
citations dropped and unread claims moved to the unverified list, each with a note.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

from pydantic import BaseModel, Field

from ..agents import Tool, ToolError
from ..retrieval.snippets import clip
from . import citations
from .session import AskSession

CLAIM_TOKENS = 20  # a claim quoted back to the model
ANSWER_CHARS = 6000
# Words of the loop's and the protocol's own instructions: a small model may hand them back
# as its "answer" ("The round budget is spent: no more tools."); they are never one.
OWN_WORDS = ("budget is spent: no more tools", "Answer by calling the tools", "Reply with exactly one JSON object",
             "That `submit_answer` was not accepted", "Call `submit_answer`", "the best result you have from the work so far")


ECHO_SHARE = 0.6  # of an answer's word pairs found in the instructions: handed back, not written


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z']+", citations.GROUP.sub(" ", text).casefold())


def echoes(answer: str, instructions: str) -> bool:
    """The answer is the instructions handed back (a small model's "The answer in markdown,
    citing passages like…"): most of its word pairs are the instructions' own. An answer
    in another script than the instructions' never is, nor an honest "I can't tell"."""
    words = _words(answer)
    if not words or citations.says_unknown(answer) or len(re.sub(r"\W", "", answer)) > 2 * sum(map(len, words)):
        return False
    pairs = list(zip(words, words[1:])) or [(words[0], "")]
    told = _words(instructions)
    known = set(zip(told, told[1:])) | {(w, "") for w in told}
    return sum(p in known for p in pairs) >= ECHO_SHARE * len(pairs)


class ClaimArg(BaseModel):
    claim: str = Field(min_length=1)
    locators: list[str] = Field(default_factory=list, description="the passages that support it, e.g. 2.20.58")


class SubmitArgs(BaseModel):
    answer: str = Field(min_length=1, max_length=ANSWER_CHARS, description=(
        "the answer in markdown, citing passages like [2.20.58]; \"I can't tell from the book\" is a valid answer"))
    verified_claims: list[ClaimArg] = Field(default_factory=list, description=(
        "key claims you checked against passages you read in this conversation (search results or chapters)"))
    unverified_claims: list[str] = Field(default_factory=list, description=(
        "claims in the answer you could not check against the text (from the wiki, summaries or memory)"))


@dataclass
class Checked:
    answer: str
    verified: list[ClaimArg]
    unverified: list[str]
    notes: list[str] = field(default_factory=list)
    dropped: list[citations.BadCitation] = field(default_factory=list)


class AnswerCheck:
    """The submit tool's check; remembers whether the one send-back has been used."""

    def __init__(self, session: AskSession, instructions: str = ""):
        self.session = session
        # what the model was told (system prompt, this tool's descriptions): never its answer
        self.instructions = " ".join([instructions, *OWN_WORDS, json.dumps(SubmitArgs.model_json_schema())])
        self.sent_back = False
        self.result: Checked | None = None

    def tool(self) -> Tool:
        return Tool("submit_answer", "Submit the final answer with its verified and unverified claims.",
                    SubmitArgs, self.check, narrow=self.narrowed)

    def narrowed(self) -> dict:
        """For JSON actions: a claim must cite a passage read in this run (and the reader may see),
        and at least one is due, so a constrained answer always rests on the text."""
        schema = Tool("", "", SubmitArgs).spec()["function"]["parameters"]
        read = sorted(loc for loc in self.session.seen if loc in self.session.library.index
                      and not citations.check([loc], self.session.library.index.chapter_no_of, self.session.horizon.limit))
        if read:
            claim = schema["$defs"]["ClaimArg"]["properties"]["locators"]
            claim["items"] = {"type": "string", "enum": read[:200]}
            claim["minItems"] = 1
            schema["properties"]["verified_claims"]["minItems"] = 1
            schema["required"] = sorted({*schema.get("required", []), "verified_claims"})
        return schema

    def problems(self, args: SubmitArgs) -> tuple[list[citations.BadCitation], list[ClaimArg], list[str]]:
        lib, horizon = self.session.library, self.session.horizon
        locators = citations.cited(args.answer) + [loc.strip().strip("[]") for c in args.verified_claims
                                                   for loc in c.locators]
        bad = citations.check(locators, lib.index.chapter_no_of, horizon.limit)
        bad_set = {b.locator for b in bad}
        unread = [c for c in args.verified_claims
                  if not any(self.session.has_read(loc.strip().strip("[]")) for loc in c.locators
                             if loc.strip().strip("[]") not in bad_set)]
        other = []
        if citations.cited(args.answer) and not args.verified_claims and not args.unverified_claims:
            other.append("fact-check the key claims before submitting: list each under verified_claims (with the "
                         "passages you read that support it) or unverified_claims")
        return bad, unread, other

    def check(self, args: SubmitArgs) -> None:
        if any(words.casefold() in args.answer.casefold() for words in OWN_WORDS) or \
                echoes(args.answer, self.instructions):
            raise ToolError("that is an instruction to you, not an answer: answer the reader's question from the "
                            "passages, citing them like [1.2.3]")
        bad, unread, other = self.problems(args)
        if (bad or unread or other) and not self.sent_back:
            self.sent_back = True
            lines = []
            if bad:
                lines.append(f"fix or remove these citations: {citations.describe(bad)}"
                             + (f" (the reader allowed chapters {self.session.horizon.describe()})"
                                if any(b.reason != 'not in the book' for b in bad) else ""))
            if unread:
                lines.append("these 'verified' claims cite no passage you read in this conversation; check them "
                             "with search_original_text or get_full_chapter, or move them to unverified_claims: "
                             + "; ".join(repr(clip(c.claim, CLAIM_TOKENS)) for c in unread))
            lines += other
            raise ToolError(". ".join(lines))
        self.result = self._fix(args, bad, unread)

    def _fix(self, args: SubmitArgs, bad: list[citations.BadCitation], unread: list[ClaimArg]) -> Checked:
        bad_set = {b.locator for b in bad}
        answer = citations.drop(args.answer, bad_set) if bad_set else args.answer
        verified, unverified = [], list(args.unverified_claims)
        for claim in args.verified_claims:
            kept = [loc for loc in claim.locators if loc.strip().strip("[]") not in bad_set]
            if claim in unread or not kept:
                unverified.append(claim.claim)
            else:
                verified.append(ClaimArg(claim=claim.claim, locators=kept))
        notes = []
        if bad:
            notes.append(f"Dropped citation{'s' if len(bad) > 1 else ''} {citations.describe(bad)}.")
        if unread:
            notes.append(f"{len(unread)} claim{'s' if len(unread) > 1 else ''} could not be checked against the "
                         f"text and {'are' if len(unread) > 1 else 'is'} listed as unverified.")
        return Checked(answer, verified, unverified, notes, bad)
