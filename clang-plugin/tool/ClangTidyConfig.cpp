//===- ClangTidyConfig.cpp ------------------------------------------------===//
#include "ClangTidyConfig.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLParser.h"

using namespace llvm;

namespace psolint {

static bool isTrue(StringRef Value) {
  return Value.equals_insensitive("true") || Value == "1";
}

AnalyzerOptions TidyConfig::analyzerOptions() const {
  AnalyzerOptions Options;
  auto It = CheckOptions.find("d3d12-subobject-alignment.AlignMacro");
  if (It != CheckOptions.end())
    Options.AlignMacro = It->second;
  It = CheckOptions.find("d3d12-subobject-enum-union.Pedantic");
  if (It != CheckOptions.end())
    Options.Pedantic = isTrue(It->second);
  // StrictRecords, as the clang-tidy module reads it: the global key, or
  // the key of any of the three record checks.
  for (const char *Key :
       {"StrictRecords", "d3d12-subobject-alignment.StrictRecords",
        "d3d12-subobject-enum-union.StrictRecords",
        "d3d12-subobject-layout.StrictRecords"}) {
    It = CheckOptions.find(Key);
    if (It != CheckOptions.end())
      Options.StrictRecords |= isTrue(It->second);
  }
  // As the clang-tidy module reads them: a version that is not a number is
  // no version, an empty name keeps the default.
  It = CheckOptions.find("d3d12-stream-sdk-version.SdkVersion");
  unsigned Version = 0;
  if (It != CheckOptions.end() && !StringRef(It->second).getAsInteger(10, Version))
    Options.SdkVersion = Version;
  It = CheckOptions.find("d3d12-derived-pso-desc.FunctionName");
  if (It != CheckOptions.end() && !It->second.empty())
    Options.DerivedFunction = It->second;
  It = CheckOptions.find("d3d12-derived-pso-desc.TypeMember");
  if (It != CheckOptions.end() && !It->second.empty())
    Options.DerivedTypeMember = It->second;
  return Options;
}

namespace {

/// Reads the generic YAML tree; clang-tidy's format allows Checks as a
/// string or a list, CheckOptions as a map or a list of {key, value}.
class ConfigReader {
public:
  ConfigReader(StringRef Path) : Path(Path) {}

  std::optional<std::string> scalar(yaml::Node *Node) {
    SmallString<64> Storage;
    if (auto *S = dyn_cast_or_null<yaml::ScalarNode>(Node))
      return S->getValue(Storage).str();
    if (auto *B = dyn_cast_or_null<yaml::BlockScalarNode>(Node))
      return B->getValue().str();
    return std::nullopt;
  }

  Error fail(const Twine &Message) {
    return createStringError(inconvertibleErrorCode(),
                             "malformed '" + Path + "': " + Message);
  }

  Error readChecks(yaml::Node *Value, std::string &Out) {
    if (std::optional<std::string> Text = scalar(Value)) {
      Out = *Text;
      return Error::success();
    }
    auto *List = dyn_cast_or_null<yaml::SequenceNode>(Value);
    if (!List)
      return fail("Checks must be a string or a list of strings");
    Out.clear();
    for (yaml::Node &Item : *List) {
      std::optional<std::string> Glob = scalar(&Item);
      if (!Glob)
        return fail("Checks must be a string or a list of strings");
      if (!Out.empty())
        Out += ",";
      Out += *Glob;
    }
    return Error::success();
  }

  Error readOptions(yaml::Node *Value, StringMap<std::string> &Out) {
    if (auto *Map = dyn_cast_or_null<yaml::MappingNode>(Value)) {
      for (yaml::KeyValueNode &KV : *Map) {
        std::optional<std::string> Key = scalar(KV.getKey());
        std::optional<std::string> Val = scalar(KV.getValue());
        if (!Key || !Val)
          return fail("CheckOptions entries must be 'key: value'");
        Out[*Key] = *Val;
      }
      return Error::success();
    }
    auto *List = dyn_cast_or_null<yaml::SequenceNode>(Value);
    if (!List)
      return fail("CheckOptions must be a map or a list of {key, value}");
    for (yaml::Node &Item : *List) {
      auto *Entry = dyn_cast<yaml::MappingNode>(&Item);
      if (!Entry)
        return fail("CheckOptions list entries must be {key, value}");
      std::optional<std::string> Key, Val;
      for (yaml::KeyValueNode &KV : *Entry) {
        std::optional<std::string> Name = scalar(KV.getKey());
        if (Name && *Name == "key")
          Key = scalar(KV.getValue());
        else if (Name && *Name == "value")
          Val = scalar(KV.getValue());
      }
      if (!Key || !Val)
        return fail("CheckOptions list entries must be {key, value}");
      Out[*Key] = *Val;
    }
    return Error::success();
  }

private:
  std::string Path;
};

} // namespace

Expected<TidyConfig> parseTidyConfig(StringRef Text, StringRef Path,
                                     const TidyConfig *Parent) {
  ConfigReader Reader(Path);
  std::string Diagnostic;
  SourceMgr SM;
  SM.setDiagHandler(
      [](const SMDiagnostic &D, void *Context) {
        auto &Out = *static_cast<std::string *>(Context);
        if (Out.empty())
          Out = (Twine(D.getLineNo()) + ":" + Twine(D.getColumnNo() + 1) +
                 ": " + D.getMessage())
                    .str();
      },
      &Diagnostic);
  yaml::Stream Stream(Text, SM, /*ShowColors=*/false);

  TidyConfig Own;
  Own.Source = Path.str();
  bool Inherit = false, HasChecks = false;
  for (yaml::Document &Doc : Stream) {
    yaml::Node *Root = Doc.getRoot();
    if (!Root || isa<yaml::NullNode>(Root))
      continue;
    auto *Map = dyn_cast<yaml::MappingNode>(Root);
    if (!Map)
      return Reader.fail(Diagnostic.empty() ? "expected a mapping"
                                            : Diagnostic);
    for (yaml::KeyValueNode &KV : *Map) {
      std::optional<std::string> Key = Reader.scalar(KV.getKey());
      if (!Key)
        break;
      if (*Key == "Checks") {
        if (Error E = Reader.readChecks(KV.getValue(), Own.Checks))
          return E;
        HasChecks = true;
      } else if (*Key == "CheckOptions") {
        if (Error E = Reader.readOptions(KV.getValue(), Own.CheckOptions))
          return E;
      } else if (*Key == "InheritParentConfig") {
        Inherit = isTrue(Reader.scalar(KV.getValue()).value_or(""));
      } else {
        KV.skip(); // clang-tidy's own keys
      }
    }
  }
  if (Stream.failed() || !Diagnostic.empty())
    return Reader.fail(Diagnostic.empty() ? "not YAML" : Diagnostic);

  // clang-tidy separates globs by commas or newlines.
  std::replace(Own.Checks.begin(), Own.Checks.end(), '\n', ',');
  if (!Inherit || !Parent)
    return Own;
  TidyConfig Merged = *Parent;
  Merged.Source = Own.Source;
  if (HasChecks)
    Merged.Checks =
        Merged.Checks.empty() ? Own.Checks : Merged.Checks + "," + Own.Checks;
  for (const auto &Option : Own.CheckOptions)
    Merged.CheckOptions[Option.getKey()] = Option.getValue();
  return Merged;
}

Expected<const TidyConfig *> TidyConfigFinder::forFile(StringRef AbsolutePath) {
  return forDirectory(sys::path::parent_path(AbsolutePath));
}

Expected<const TidyConfig *>
TidyConfigFinder::forDirectory(StringRef Directory) {
  if (Directory.empty())
    return &None;
  auto Cached = ByDirectory.find(Directory);
  if (Cached != ByDirectory.end())
    return Cached->second;

  SmallString<256> File(Directory);
  sys::path::append(File, ".clang-tidy");
  StringRef Parent = sys::path::parent_path(Directory);
  bool AtRoot = Parent.empty() || Parent == Directory;
  if (!sys::fs::is_regular_file(File)) {
    if (AtRoot)
      return &None;
    // The directory has the configuration of the nearest one above.
    Expected<const TidyConfig *> Above = forDirectory(Parent);
    if (!Above)
      return Above.takeError();
    ByDirectory[Directory] = *Above;
    return *Above;
  }

  ErrorOr<std::unique_ptr<MemoryBuffer>> Text = MemoryBuffer::getFile(File);
  if (!Text)
    return createStringError(Text.getError(), "cannot read '" + File + "': " +
                                                  Text.getError().message());
  // The parent is only read when this file asks to inherit from it.
  const TidyConfig *Above = nullptr;
  if ((*Text)->getBuffer().contains("InheritParentConfig") && !AtRoot) {
    Expected<const TidyConfig *> P = forDirectory(Parent);
    if (!P)
      return P.takeError();
    Above = *P;
  }
  Expected<TidyConfig> Parsed =
      parseTidyConfig((*Text)->getBuffer(), File, Above);
  if (!Parsed)
    return Parsed.takeError();
  Configs.push_back(std::make_unique<TidyConfig>(std::move(*Parsed)));
  ByDirectory[Directory] = Configs.back().get();
  return Configs.back().get();
}

} // namespace psolint
