//===- TidyOptions.cpp ----------------------------------------------------===//
#include "TidyOptions.h"

#include "clang-tidy/ClangTidyOptions.h"
#include "clang-tidy/GlobList.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/VirtualFileSystem.h"

using namespace clang::tidy;
using namespace llvm;

namespace psolint {

static Error configError(const Twine &Message) {
  return createStringError(inconvertibleErrorCode(), Message);
}

/// The psolint checks a Checks value enables, as clang-tidy decides which of
/// its registered checks run: the last glob matching the id wins.
static std::vector<std::string> enabledBy(StringRef Checks) {
  CachedGlobList Globs(Checks);
  std::vector<std::string> Enabled;
  for (const CheckInfo &Info : allChecks())
    if (Globs.contains(Info.Name))
      Enabled.push_back(Info.Name.str());
  return Enabled;
}

TidyOptions::~TidyOptions() = default;

Expected<std::unique_ptr<TidyOptions>>
TidyOptions::create(const ToolOptions &Options) {
  std::unique_ptr<TidyOptions> Result(new TidyOptions());
  ClangTidyGlobalOptions Global;
  if (Options.LineFilter)
    if (std::error_code EC = parseLineFilter(*Options.LineFilter, Global))
      return configError("invalid --line-filter: " + EC.message());
  for (const FileFilter &F : Global.LineFilter) {
    LineRanges Ranges;
    Ranges.Name = F.Name;
    for (const FileFilter::LineRange &R : F.LineRanges)
      Ranges.Lines.push_back({R.first, R.second});
    Result->LineFilter.push_back(std::move(Ranges));
  }

  // What clang-tidy's main builds, with psolint's checks as the binary's
  // defaults (clang-tidy's are clang-diagnostic-*,clang-analyzer-*).
  ClangTidyOptions Defaults;
  std::string DefaultChecks = "-*";
  for (const CheckInfo &Info : allChecks())
    if (Info.DefaultOn)
      DefaultChecks += "," + Info.Name.str();
  Defaults.Checks = DefaultChecks;
  Defaults.WarningsAsErrors = "";
  Defaults.HeaderFilterRegex = ".*";
  Defaults.ExcludeHeaderFilterRegex = "";
  Defaults.SystemHeaders = false;
  Defaults.User = sys::Process::GetEnv("USER");

  ClangTidyOptions Overrides;
  if (Options.Checks)
    Overrides.Checks = *Options.Checks;
  if (Options.WarningsAsErrors)
    Overrides.WarningsAsErrors = *Options.WarningsAsErrors;
  if (Options.HeaderFilter)
    Overrides.HeaderFilterRegex = *Options.HeaderFilter;
  if (Options.ExcludeHeaderFilter)
    Overrides.ExcludeHeaderFilterRegex = *Options.ExcludeHeaderFilter;
  if (Options.SystemHeaders)
    Overrides.SystemHeaders = *Options.SystemHeaders;

  if (Options.Config && Options.ConfigFile)
    return configError(
        "--config-file and --config are mutually exclusive; give only one");
  std::optional<std::string> Text;
  std::string Source = "<command-line-config>";
  if (Options.ConfigFile) {
    ErrorOr<std::unique_ptr<MemoryBuffer>> File =
        MemoryBuffer::getFile(*Options.ConfigFile);
    if (!File)
      return configError("cannot read config file '" + *Options.ConfigFile +
                         "': " + File.getError().message());
    Text = (*File)->getBuffer().str();
    Source = *Options.ConfigFile;
    Result->ConfigFile = *Options.ConfigFile;
  } else if (Options.Config) {
    Text = *Options.Config;
  }
  if (Text) {
    ErrorOr<ClangTidyOptions> Parsed =
        parseConfiguration(MemoryBufferRef(*Text, Source));
    if (!Parsed)
      return configError(
          "invalid configuration in " +
          (Options.ConfigFile ? "'" + Source + "'" : std::string("--config")) +
          ": " + Parsed.getError().message());
    Result->Provider = std::make_unique<ConfigOptionsProvider>(
        std::move(Global), ClangTidyOptions::getDefaults().merge(Defaults, 0),
        std::move(*Parsed), std::move(Overrides),
        vfs::createPhysicalFileSystem());
  } else {
    Result->Provider = std::make_unique<FileOptionsProvider>(
        std::move(Global), std::move(Defaults), std::move(Overrides),
        vfs::createPhysicalFileSystem());
  }
  return Expected<std::unique_ptr<TidyOptions>>(std::move(Result));
}

std::vector<std::string> TidyOptions::enabledChecks(StringRef File) {
  return enabledBy(Provider->getOptions(File).Checks.value_or(""));
}

Expected<FileConfig> TidyOptions::forFile(StringRef File,
                                          std::string *DisabledBy) {
  // Merged one source at a time, as getOptions() does, to name the one
  // after which no psolint check was left.
  ClangTidyOptions Merged;
  std::string Culprit;
  unsigned Order = 0;
  for (const auto &[Raw, Source] : Provider->getRawOptions(File)) {
    bool Before = !enabledBy(Merged.Checks.value_or("")).empty();
    Merged.mergeWith(Raw, ++Order);
    if (Raw.Checks && Before && enabledBy(*Merged.Checks).empty())
      Culprit = Source == ClangTidyOptionsProvider::
                                OptionsSourceTypeConfigCommandLineOption &&
                        ConfigFile
                    ? "'" + *ConfigFile + "'"
                : Source == ClangTidyOptionsProvider::
                                OptionsSourceTypeCheckCommandLineOption
                    ? std::string("--checks")
                : Source == ClangTidyOptionsProvider::
                                OptionsSourceTypeConfigCommandLineOption
                    ? std::string("--config")
                    : "'" + Source + "'";
  }

  FileConfig Config;
  std::vector<std::string> Enabled = enabledBy(Merged.Checks.value_or(""));
  if (Enabled.empty() && DisabledBy)
    *DisabledBy = Culprit;
  if (Enabled.empty())
    return configError(
        "no psolint check is enabled for '" + File + "'" +
        (Culprit.empty()
             ? std::string()
             : ": the Checks of " + Culprit + " leave none enabled") +
        "; enable them with 'd3d12-*' (see 'psolint --list-checks')");
  Config.Rules.Checks = "-*";
  for (const std::string &Id : Enabled)
    Config.Rules.Checks += "," + Id;
  Config.Rules.WarningsAsErrors = Merged.WarningsAsErrors.value_or("");
  Config.Rules.HeaderFilter = Merged.HeaderFilterRegex.value_or("");
  Config.Rules.ExcludeHeaderFilter =
      Merged.ExcludeHeaderFilterRegex.value_or("");
  Config.Rules.SystemHeaders = Merged.SystemHeaders.value_or(false);
  Config.Rules.LineFilter = LineFilter;
  readCheckOptions(Config.Options, [&](StringRef Key) -> StringRef {
    auto It = Merged.CheckOptions.find(Key);
    return It == Merged.CheckOptions.end() ? StringRef()
                                           : StringRef(It->second.Value);
  });
  return Config;
}

std::string TidyOptions::dump(StringRef File) {
  return configurationAsText(Provider->getOptions(File));
}

} // namespace psolint
