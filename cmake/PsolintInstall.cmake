# Install rules, the CMake package and the Debian packages.
#
# Every LLVM major installs into its own directories, so a 19 and a 22 build
# can share one prefix:
#   lib/psolint/llvm-<N>/psolint-plugin.so, psolint-tidy.so
#   bin/psolint-<N>                          the standalone tool
#   bin/psolint                              the highest psolint-<N> beside it
#   lib/cmake/psolint/psolint-llvm<N>.cmake  what the package knows of major N
# and the parts that do not depend on the major are the same file from every
# build tree:
#   lib/cmake/psolint/psolintConfig.cmake, psolintConfigVersion.cmake
#   share/doc/psolint/
# Paths are fixed rather than GNUInstallDirs': with prefix /usr, Debian's
# multiarch libdir would move the package between builds, and the config
# finds the prefix as three levels above itself.
include(CMakePackageConfigHelpers)

set(PSOLINT_MAJOR_COMPONENT "llvm${PSOLINT_LLVM_MAJOR}")
set(PSOLINT_INSTALL_MODULEDIR "lib/psolint/llvm-${PSOLINT_LLVM_MAJOR}")
set(PSOLINT_INSTALL_CMAKEDIR "lib/cmake/psolint")
set(PSOLINT_INSTALL_DOCDIR "share/doc/psolint")

install(TARGETS psolint-plugin psolint-tidy
  LIBRARY DESTINATION "${PSOLINT_INSTALL_MODULEDIR}"
  COMPONENT ${PSOLINT_MAJOR_COMPONENT})
# The tool keeps its build RUNPATH (the LLVM prefix of its major), which is
# where Debian puts libclang-cpp and libLLVM; the suffix keeps majors apart.
install(PROGRAMS "$<TARGET_FILE:psolint>"
  DESTINATION bin
  RENAME "psolint-${PSOLINT_LLVM_MAJOR}"
  COMPONENT ${PSOLINT_MAJOR_COMPONENT})

configure_file("${CMAKE_CURRENT_LIST_DIR}/psolint-llvm.cmake.in"
  "${CMAKE_CURRENT_BINARY_DIR}/package/psolint-llvm${PSOLINT_LLVM_MAJOR}.cmake" @ONLY)
install(FILES "${CMAKE_CURRENT_BINARY_DIR}/package/psolint-llvm${PSOLINT_LLVM_MAJOR}.cmake"
  DESTINATION "${PSOLINT_INSTALL_CMAKEDIR}"
  COMPONENT ${PSOLINT_MAJOR_COMPONENT})

# The plugin runs inside the compiler, whatever the target's pointer size, so
# a -m32 consumer must find the package too: no architecture check.
write_basic_package_version_file(
  "${CMAKE_CURRENT_BINARY_DIR}/package/psolintConfigVersion.cmake"
  VERSION ${PROJECT_VERSION}
  COMPATIBILITY SameMinorVersion
  ARCH_INDEPENDENT)
install(FILES
  "${CMAKE_CURRENT_LIST_DIR}/psolintConfig.cmake"
  "${CMAKE_CURRENT_BINARY_DIR}/package/psolintConfigVersion.cmake"
  DESTINATION "${PSOLINT_INSTALL_CMAKEDIR}"
  COMPONENT common)
install(DIRECTORY "${PROJECT_SOURCE_DIR}/docs/"
  DESTINATION "${PSOLINT_INSTALL_DOCDIR}"
  COMPONENT common)
# The pre-commit hook and its diff-to-line-filter helper, side by side (the
# hook finds the helper next to itself): docs/ci.md.
# `psolint`, unversioned: the highest psolint-<N> beside it.
install(PROGRAMS "${PROJECT_SOURCE_DIR}/scripts/psolint-unversioned"
  DESTINATION bin
  RENAME psolint
  COMPONENT common)
install(PROGRAMS
  "${PROJECT_SOURCE_DIR}/scripts/pre-commit-psolint"
  "${PROJECT_SOURCE_DIR}/scripts/diff-line-filter.py"
  DESTINATION share/psolint/scripts
  COMPONENT common)

include("${CMAKE_CURRENT_LIST_DIR}/PsolintPackage.cmake")
