//===- SarifOutput.cpp ----------------------------------------------------===//
//
// Columns are UTF-16 code units (run.columnKind), lines and columns 1-based,
// regions end exclusive; locations are absolute file:// URIs listed once
// in run.artifacts and referred to by index.
//
//===----------------------------------------------------------------------===//
#include "SarifOutput.h"
#include "PlainLocations.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace psolint {

namespace {

/// "file:///a%20b/c.cpp": RFC 3986, unreserved characters and '/' kept.
std::string fileUri(StringRef Path) {
  std::string Uri = "file://";
  for (unsigned char C : Path) {
    if (isAlnum(C) || StringRef("-._~/").contains(C)) {
      Uri += C;
    } else {
      Uri += '%';
      Uri += hexdigit(C >> 4, /*LowerCase=*/false);
      Uri += hexdigit(C & 0xF, /*LowerCase=*/false);
    }
  }
  return Uri;
}

/// "d3d12-subobject-alignment" -> "D3d12SubobjectAlignment": SARIF's rule
/// name, an identifier a reader can say.
std::string ruleName(StringRef Id) {
  std::string Name;
  bool Upper = true;
  for (char C : Id) {
    if (C == '-') {
      Upper = true;
      continue;
    }
    Name += Upper ? toUpper(C) : C;
    Upper = false;
  }
  return Name;
}

/// json::Value borrows a StringRef, so the text is copied; source lines
/// need not be valid UTF-8, JSON strings must.
json::Object text(std::string Text) {
  if (!json::isUTF8(Text))
    Text = json::fixUTF8(Text);
  return json::Object{{"text", std::move(Text)}};
}

class SarifBuilder {
public:
  json::Object region(const FilePoint &Begin, const FilePoint &End) {
    return json::Object{{"startLine", Begin.Line},
                        {"startColumn", Begin.Utf16Column},
                        {"endLine", End.Line},
                        {"endColumn", End.Utf16Column}};
  }

  /// Lists File in run.artifacts with Role (once per role), and returns
  /// a location referring to it.
  json::Object artifactLocation(StringRef File, StringRef Role = "resultFile") {
    auto [It, Inserted] = ArtifactIndex.try_emplace(File, Artifacts.size());
    if (Inserted)
      Artifacts.push_back(
          json::Object{{"location", json::Object{{"uri", fileUri(File)}}},
                       {"roles", json::Array()}});
    json::Array &Roles =
        *Artifacts[It->second].getAsObject()->getArray("roles");
    if (llvm::none_of(Roles, [&](const json::Value &V) {
          return V.getAsString() == Role;
        }))
      Roles.push_back(Role.str());
    return json::Object{{"uri", fileUri(File)}, {"index", It->second}};
  }

  /// The token's region with its text, and its line as context.
  json::Object physicalLocation(const SourceSpan &Span) {
    json::Object Region = region(Span.Begin, Span.End);
    Region["snippet"] = text(Span.Snippet);
    FilePoint LineBegin = Span.Begin, LineEnd = Span.Begin;
    LineBegin.Utf16Column = 1;
    LineEnd.Utf16Column = utf16Length(Span.Line) + 1;
    json::Object Context = region(LineBegin, LineEnd);
    Context["snippet"] = text(Span.Line);
    return json::Object{{"artifactLocation", artifactLocation(Span.File)},
                        {"region", std::move(Region)},
                        {"contextRegion", std::move(Context)}};
  }

  json::Array locations(const SourceSpan &Span) {
    json::Array Result;
    if (!Span.File.empty())
      Result.push_back(
          json::Object{{"physicalLocation", physicalLocation(Span)}});
    return Result;
  }

  json::Object fix(const Report &R) {
    // One artifactChange per file, replacements in the order of the edits.
    json::Array Changes;
    StringMap<size_t> ChangeOf;
    for (const TextEdit &Edit : R.Edits) {
      auto [It, Inserted] =
          ChangeOf.try_emplace(Edit.Span.File, Changes.size());
      if (Inserted)
        Changes.push_back(
            json::Object{{"artifactLocation", artifactLocation(Edit.Span.File)},
                         {"replacements", json::Array()}});
      json::Object Replacement{
          {"deletedRegion", region(Edit.Span.Begin, Edit.Span.End)}};
      if (!Edit.Text.empty())
        Replacement["insertedContent"] = text(Edit.Text);
      Changes[It->second]
          .getAsObject()
          ->getArray("replacements")
          ->push_back(std::move(Replacement));
    }
    return json::Object{{"description", text("apply the fix-it of " +
                                             checkInfo(R.Check).Name.str())},
                        {"artifactChanges", std::move(Changes)}};
  }

  json::Object result(const Report &R) {
    const CheckInfo &Info = checkInfo(R.Check);
    json::Object Result{{"ruleId", Info.Name},
                        {"ruleIndex", static_cast<unsigned>(R.Check)},
                        {"level", R.IsError ? "error" : "warning"},
                        {"message", text(R.Message)},
                        {"locations", locations(R.Where)}};
    json::Array Related;
    for (const ReportNote &Note : R.Notes) {
      if (Note.Where.File.empty())
        continue;
      Related.push_back(
          json::Object{{"id", static_cast<int64_t>(Related.size())},
                       {"message", text(Note.Message)},
                       {"physicalLocation", physicalLocation(Note.Where)}});
    }
    if (!Related.empty())
      Result["relatedLocations"] = std::move(Related);
    if (!R.Edits.empty())
      Result["fixes"] = json::Array{fix(R)};
    return Result;
  }

  json::Array takeArtifacts() { return std::move(Artifacts); }

private:
  json::Array Artifacts;
  StringMap<size_t> ArtifactIndex;
};

/// The base of the documentation's URIs, without a trailing '/'.
std::string &docsBase() {
  static std::string Base;
  return Base;
}

json::Object rule(const CheckInfo &Info) {
  std::string Uri = checkHelpUri(Info.Name);
  std::string Full = (Info.Summary + ".").str();
  Full[0] = toUpper(Full[0]);
  if (Info.HasFixIt)
    Full += " Comes with a fix-it.";
  return json::Object{
      {"id", Info.Name},
      {"name", ruleName(Info.Name)},
      {"shortDescription", text(Info.Summary.str())},
      {"fullDescription", text(Full)},
      {"help", text(Full +
                    " What the check finds, why in bytes, an example "
                    "and the fix-it: " +
                    Uri)},
      {"helpUri", Uri},
      {"defaultConfiguration",
       json::Object{{"enabled", Info.DefaultOn},
                    {"level", Info.DefaultSeverity == Severity::Error
                                  ? "error"
                                  : "warning"}}}};
}

} // namespace

void writeSarif(raw_ostream &OS, ArrayRef<std::string> Analysed,
                ArrayRef<const Report *> Reports,
                ArrayRef<const CompilerError *> Errors) {
  SarifBuilder Builder;
  for (const std::string &File : Analysed)
    Builder.artifactLocation(File, "analysisTarget");
  json::Array Rules;
  for (const CheckInfo &Info : allChecks())
    Rules.push_back(rule(Info));
  json::Array Results;
  for (const Report *R : Reports)
    Results.push_back(Builder.result(*R));

  json::Object Invocation{{"executionSuccessful", Errors.empty()}};
  if (!Errors.empty()) {
    json::Array Notifications;
    for (const CompilerError *E : Errors) {
      json::Object Notification{{"level", "error"},
                                {"message", text(E->Message)}};
      json::Array Where = Builder.locations(E->Where);
      if (!Where.empty())
        Notification["locations"] = std::move(Where);
      Notifications.push_back(std::move(Notification));
    }
    Invocation["toolExecutionNotifications"] = std::move(Notifications);
  }

  json::Object Driver{{"name", "psolint"},
                      {"version", PSOLINT_VERSION},
                      {"semanticVersion", PSOLINT_VERSION},
                      {"informationUri", documentationUri()},
                      {"rules", std::move(Rules)}};
  json::Object Run{{"tool", json::Object{{"driver", std::move(Driver)}}},
                   {"invocations", json::Array{std::move(Invocation)}},
                   {"artifacts", Builder.takeArtifacts()},
                   {"columnKind", "utf16CodeUnits"},
                   {"results", std::move(Results)}};
  json::Object Log{{"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
                   {"version", "2.1.0"},
                   {"runs", json::Array{std::move(Run)}}};
  OS << formatv("{0:2}", json::Value(std::move(Log))) << "\n";
}

void locateDocumentation(const char *Argv0) {
  StringRef Configured = PSOLINT_DOCS_URL;
  if (!Configured.empty()) {
    docsBase() = Configured.rtrim('/').str();
    return;
  }
  SmallVector<std::string, 2> Candidates;
  std::string Self = sys::fs::getMainExecutable(
      Argv0, reinterpret_cast<void *>(&locateDocumentation));
  if (!Self.empty()) {
    SmallString<256> Installed(
        sys::path::parent_path(sys::path::parent_path(Self)));
    sys::path::append(Installed, "share", "doc", "psolint");
    Candidates.push_back(Installed.str().str());
  }
  SmallString<256> Source(PSOLINT_SOURCE_DIR);
  sys::path::append(Source, "docs");
  Candidates.push_back(Source.str().str());
  for (const std::string &Dir : Candidates) {
    SmallString<256> Page(Dir);
    sys::path::append(Page, "checks");
    if (sys::fs::is_directory(Page)) {
      SmallString<256> Real;
      if (sys::fs::real_path(Dir, Real))
        Real = Dir;
      docsBase() = fileUri(Real);
      return;
    }
  }
  // Nowhere on this machine: where the installed layout would put them.
  SmallString<256> Fallback(PSOLINT_INSTALL_PREFIX);
  sys::path::append(Fallback, "share", "doc", "psolint");
  docsBase() = fileUri(Fallback);
}

std::string checkHelpUri(StringRef CheckName) {
  return docsBase() + "/checks/" + CheckName.str() + ".md";
}

std::string documentationUri() { return docsBase() + "/README.md"; }

} // namespace psolint
