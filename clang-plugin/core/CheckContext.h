//===- CheckContext.h - What a check sees ----------------------*- C++ -*-===//
#ifndef PSOLINT_CORE_CHECKCONTEXT_H
#define PSOLINT_CORE_CHECKCONTEXT_H

#include "Analyzer.h"
#include "ByteStream.h"
#include "Finding.h"
#include "PsoContent.h"
#include "RecordFields.h"
#include "Session.h"
#include "StateObjectView.h"
#include "StreamWalk.h"
#include "SubobjectModel.h"
#include "Suppression.h"
#include "UserCode.h"
#include "ValueModel.h"

#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringMap.h"
#include <map>
#include <vector>

namespace psolint {

class CheckContext {
public:
  CheckContext(AnalysisSession &Session, const AnalyzerOptions &Options,
               const CheckFilter &Filter, FindingSink &Sink)
      : Session(Session), Options(Options), Filter(Filter), Sink(Sink) {}

  clang::ASTContext &context() const { return Session.context(); }
  const clang::SourceManager &sources() const {
    return Session.context().getSourceManager();
  }
  SubobjectModel &model() const { return Session.model(); }
  const KindTable &kinds() const { return Session.model().kinds(); }
  const AnalyzerOptions &options() const { return Options; }
  /// "x86_64-pc-linux-gnu": the target the layouts are for.
  std::string targetName() const;

  /// Subobject and stream records written in the user's code (template
  /// instantiations included; they report at their pattern).
  llvm::ArrayRef<const SubobjectRecord *> subobjects() const {
    return Session.records().Subobjects;
  }
  llvm::ArrayRef<const StreamRecord *> streams() const {
    return Session.records().Streams;
  }
  const UseSites &uses() const { return Session.records().Uses; }

  /// What stream and desc objects hold where the runtime reads them,
  /// computed once per translation unit (the session's).
  const ValueModel &values() const { return Session.values(); }
  /// Reports one use site's findings, one candidate per path (none where
  /// the path shows no defect or is unknown). A finding on every path is
  /// reported as it is. One on some paths only is reported with notes at
  /// the branches that lead to it, when the path is plain enough to name
  /// (no loop, no join, no condition tested twice); otherwise not at all.
  /// EveryPathOnly[I]: path I's finding counts only if every path has it.
  void reportOnPaths(CheckId Id, const RuntimeUse &Use,
                     std::vector<std::optional<Finding>> PerPath,
                     std::vector<bool> EveryPathOnly = {});
  /// Several findings per path, each grouped over the paths as above.
  /// Collect: where the findings go instead of being reported.
  void reportEachOnPaths(CheckId Id, const RuntimeUse &Use,
                         std::vector<std::vector<Finding>> PerPath,
                         std::vector<bool> EveryPathOnly = {},
                         std::vector<Finding> *Collect = nullptr);
  /// The state-object kinds and records of the headers, and every
  /// CreateStateObject / AddToStateObject use read as the runtime reads
  /// it, one view per path; computed once.
  const StateObjectTypes &stateObjectTypes() const {
    return Session.stateObjectTypes();
  }
  const std::vector<StateObjectUse> &stateObjects() const {
    return Session.stateObjects();
  }
  /// Runs Judge on every path of every state-object use and reports what
  /// it finds, grouped over the paths (reportEachOnPaths), with the notes
  /// of a use reached through calls.
  void reportStateObjects(
      CheckId Id,
      llvm::function_ref<void(const StateObjectView &, std::vector<Finding> &)>
          Judge);
  /// Notes for a value written by a helper (its site, through the call)
  /// and for a runtime read reached through calls.
  void addOriginNotes(Finding &F, const Value &V, llvm::StringRef What) const;
  void addUseNotes(Finding &F, const RuntimeUse &Use) const;
  /// Where a finding about a value read from a desc or a stream goes: the
  /// expression that stored it (an SDK macro such as TRUE at its
  /// expansion), or, for a value a library helper stored (d3dx12's
  /// constructors), the user's call to it. A value copied here is stored
  /// by its copy where the copy chose it: a copy from another slot of the
  /// object, or a read of a constant (a table, a shared desc) that the
  /// program reads in more than one place; a constant read in one place
  /// holds the cause itself (addCopyNote names the other end). Invalid when
  /// the value has no place the user wrote (a default, a zero fill).
  clang::SourceLocation storeLocation(const Value &V) const;
  /// Whether V is reported at the copy that stored it (storeLocation).
  bool storedByCopy(const Value &V) const { return choosingCopy(V).isValid(); }
  /// For a value copied here (Value::Copy), a note at the end of the copy
  /// that Anchor (the finding's place, or a note's about V) is not at: the
  /// entry it copies, or the read that copied it.
  void addCopyNote(Finding &F, const Value &V, llvm::StringRef What,
                   clang::SourceLocation Anchor) const;
  void addCopyNote(Finding &F, const Value &V, llvm::StringRef What) const {
    addCopyNote(F, V, What, F.Loc);
  }
  /// A note SetHere where V is stored (storeLocation), unless F is there,
  /// and the note at the other end of its copy, named What.
  void addValueNote(Finding &F, const Value &V, llvm::StringRef What,
                    std::string SetHere) const;

  /// Whether a subobject record is the type of some stream's member.
  bool inStream(const SubobjectRecord &S) const;

  bool isEnabled(CheckId Id) const { return Filter.isEnabled(Id); }
  /// StrictRecords: judge every subobject record by its declaration, as if
  /// placed at a cursor; otherwise where the program places it.
  bool strictRecords() const { return Options.StrictRecords; }
  /// The runtime's walk over a stream, computed once.
  const StreamWalk &walk(const StreamRecord &Stream) const;
  /// The streams where S, by the check's defect, moves a member off the
  /// runtime's cursor: one note each, at the member where it shows.
  llvm::SmallVector<FindingNote, 1> bites(const SubobjectRecord &S,
                                          CheckId Check) const;
  /// Whether the record checks judge S: placed somewhere (a stream member,
  /// or an object whose address is the stream), or any record used as a
  /// subobject under StrictRecords.
  bool judged(const SubobjectRecord &S) const;

  /// Whether a subobject record is used as one: a member of a stream, a
  /// bare {tag, inner} pair, or a record whose inner is its kind's inner.
  /// Records that merely start with a tag member (tables of kinds:
  /// `{ TYPE Kind; const char *Name; size_t Size; }`) are not.
  bool actsAsSubobject(const SubobjectRecord &S) const;

  /// Filters (disabled check, system header, NOLINT, duplicate from another
  /// instantiation), drops fix-its that would edit macros or system headers,
  /// and passes the finding on.
  /// Findings at one place count once; with ByMessage, once per message
  /// (two paths to one use site, each with its own defect).
  void report(CheckId Id, Finding F, bool ByMessage = false);

  /// Whether an edit may touch this range: real file text, outside macro
  /// expansions and system headers.
  bool canEdit(clang::SourceRange Range) const;
  bool canEdit(clang::SourceLocation Loc) const {
    return canEdit(clang::SourceRange(Loc, Loc));
  }
  /// Where a finding at Loc is reported: a value spelled with a macro of
  /// the SDK's headers (D3D12_RAYTRACING_MAX_DECLARABLE_TRACE_RECURSION_DEPTH
  /// + 1) at its expansion, in the user's file, which every front-end shows.
  clang::SourceLocation editableLoc(clang::SourceLocation Loc) const;
  /// Whether Loc is in code the user does not edit: a system header, or a
  /// copy of d3dx12 among the project's own headers (a file named d3dx12*:
  /// engines keep one, often several, beside their sources). A value such
  /// code writes is reported at the user's call that made it write it.
  bool inLibraryCode(clang::SourceLocation Loc) const;
  /// The source text of a token range, or "" when it is not plain text.
  llvm::StringRef text(clang::SourceRange TokenRange) const;
  /// The location just past the token at Loc.
  clang::SourceLocation endOfToken(clang::SourceLocation Loc) const;
  /// For `name(...)` starting at Name, the range through the closing
  /// parenthesis; invalid when the parentheses do not follow.
  clang::SourceRange withParenthesizedArgs(clang::SourceLocation Name) const;

  /// For every path of every stream use: Judge on each member the runtime
  /// reads whose tag the model knows (an integer, with the expression that
  /// made it); the first finding per path is reported, with notes at the
  /// hand-over and at a use reached through calls.
  void reportTagsOnPaths(
      CheckId Id, llvm::function_ref<std::optional<Finding>(
                      const DescRead &, const StreamMember &, const Value &Tag)>
                      Judge);
  /// The tags of Stream's members as the model reads them on a path.
  llvm::ArrayRef<Value> pathTags(const DescRead &Read,
                                 const StreamRecord &Stream) const;
  /// The runtime's walk over the byte buffer a path hands over (a stream
  /// no record describes), computed once per path; null when the path's
  /// stream is no byte buffer the model knows (ByteStream.h).
  const ByteStream *byteStream(const DescRead &Read) const;

  /// A field's place in a record (RecordFields.h), looked up once per
  /// record and path: the desc-content checks ask for the same few fields
  /// on every path.
  std::optional<FieldPlace> field(const clang::RecordDecl *RD,
                                  llvm::StringRef Path) const;
  /// What a path hands the runtime as a graphics pipeline, classic desc or
  /// stream (PsoContent.h), computed once per path for every check; null
  /// when it is none the model can read.
  const PsoContent *pipelineContent(const DescRead &Read, bool Stream) const;
  /// Runs Judge on every path of every use the model reads as a graphics
  /// pipeline (classic descs at CreateGraphicsPipelineState, streams at
  /// CreatePipelineState; PsoContent), adds to what it finds the hand-over
  /// of a stream and the notes of a use reached through calls, and reports
  /// it grouped over the paths (reportEachOnPaths). A finding that several
  /// creation calls share (one store, read by each) is reported once, with
  /// a note at each call it breaks.
  void reportPipelineContent(
      CheckId Id,
      llvm::function_ref<void(const PsoContent &, std::vector<Finding> &)>
          Judge);
  /// The name of T's enumerator with Value ("DXGI_FORMAT_R32_UINT"), or ""
  /// (RecordFields.h's enumeratorName, by a table built once per enum).
  llvm::StringRef enumerator(clang::QualType T, int64_t Value) const;

private:
  mutable llvm::DenseMap<const clang::RecordDecl *,
                         llvm::StringMap<std::optional<FieldPlace>>>
      Fields;
  mutable llvm::DenseMap<const clang::EnumDecl *,
                         llvm::DenseMap<int64_t, llvm::StringRef>>
      Enumerators;
  /// By path (a classic use's and a stream use's paths are apart).
  mutable llvm::DenseMap<const DescRead *,
                         std::unique_ptr<std::optional<PsoContent>>>
      PipelineContents;
  mutable llvm::DenseMap<const DescRead *, std::vector<Value>> PathTags;
  /// inLibraryCode() by file.
  mutable llvm::DenseMap<unsigned, bool> LibraryFiles;
  mutable llvm::DenseMap<const DescRead *, std::unique_ptr<ByteStream>>
      ByteStreams;
  /// Whether Loc is where a subobject or stream record, or one of their
  /// members, is named.
  bool namesWrittenDeclaration(clang::SourceLocation Loc) const;
  /// Where V's copy stored it, when the copy chose it (storeLocation).
  clang::SourceLocation choosingCopy(const Value &V) const;

  AnalysisSession &Session;
  const AnalyzerOptions &Options;
  const CheckFilter &Filter;
  FindingSink &Sink;
  mutable std::optional<llvm::DenseSet<const SubobjectRecord *>> InStreams;
  mutable std::optional<llvm::DenseSet<unsigned>> DeclarationNames;
  mutable llvm::DenseMap<const StreamRecord *, std::unique_ptr<StreamWalk>>
      Walks;
  llvm::DenseSet<std::pair<unsigned, unsigned>> Reported;
  /// The edits of the fix-its reported so far, in file offsets.
  struct Edit {
    clang::FileID File;
    unsigned Begin, End;
    std::string Text;
    CheckId Check;
    clang::SourceLocation Loc;
  };
  /// Per file, by start offset: pairwise they never conflict, so a new
  /// edit need only be compared with its neighbours.
  llvm::DenseMap<clang::FileID, std::multimap<unsigned, Edit>> Edits;
  /// The first reported edit that F's fix-its would conflict with: an
  /// overlapping edit that is not the same edit.
  const Edit *conflictingEdit(const Finding &F,
                              llvm::SmallVectorImpl<Edit> &Mine) const;
  NolintIndex Nolint{Session.context().getSourceManager()};
};

/// The name of the runtime function a use-site call calls
/// ("CreateStateObject"), for messages.
llvm::StringRef runtimeCallName(const clang::CallExpr *Call);

/// Whether the runtime, told Size bytes of a stream of ObjectSize bytes,
/// reads what the program meant: all of it (its trailing padding aside), or
/// a prefix measured from the stream's parts that ends on a subobject
/// (d3d12-stream-desc-size reports every other size).
bool isMeantStreamSize(const StreamRecord &Stream, uint64_t Size,
                       uint64_t ObjectSize, const clang::Expr *Site);

/// A stream record as one path hands it to the runtime: the record the
/// desc's pointer points to, and, when a SizeInBytes measured from the
/// stream's parts covers only some of them (and UseSize), the bytes the
/// runtime reads. None when the pointer or its record is not known.
struct PathStream {
  const StreamRecord *Stream = nullptr;
  std::optional<uint64_t> Limit;
  /// What the model reads at each member's tag on the path, by member
  /// index (read once per path for every check).
  llvm::ArrayRef<Value> Tags;
  /// Whether member M is inside the bytes the runtime reads.
  bool reads(const StreamMember &M) const {
    return !Limit || M.Offset < *Limit;
  }
  /// The kind member M holds on the path: the tag written there (Tag, when
  /// given, is set to what the model read), else the record's own kind.
  std::optional<int64_t> kindOf(const StreamMember &M,
                                Value *Tag = nullptr) const {
    const Value &Read = Tags[&M - Stream->Members.data()];
    if (Tag)
      *Tag = Read;
    if (Read.Kind == Value::Int)
      return Read.Number;
    return M.Kind;
  }
};
/// What the stream a desc points to is called in messages, and where it
/// is declared (invalid when it is no declaration).
std::pair<std::string, clang::SourceLocation> streamName(CheckContext &Context,
                                                         const Value &Stream);
std::optional<PathStream>
streamOnPath(CheckContext &Context, const DescRead &Read, bool UseSize = true);
/// On one path, the VS, CS and MS members that a SizeInBytes measured from
/// the stream's parts leaves out, when the part it covers has no shader and
/// the whole stream has (or may have) one; empty otherwise. The runtime
/// then fails for want of a shader the user sees in the stream: the size is
/// the cause (d3d12-stream-desc-size), not the stream's contents.
std::vector<const StreamMember *> shadersPastSize(CheckContext &Context,
                                                  const RuntimeUse &Use,
                                                  const DescRead &Read);

// One entry point per check, each in checks/<Name>.cpp.
#define PSOLINT_CHECK(Name, Id, Summary, DefaultOn, Severity, HasFixIt)        \
  void run##Name(CheckContext &Context);
#include "Checks.def"

} // namespace psolint

#endif // PSOLINT_CORE_CHECKCONTEXT_H
