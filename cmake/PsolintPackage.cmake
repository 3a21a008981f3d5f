# Debian packages through CPack: `cpack -G DEB` in a build tree makes
#   psolint-llvm<N>_<version>_<arch>.deb  the plugin, tidy module, tool and
#                                         CMake fragment of this tree's major
#   psolint-common_<version>_all.deb      psolintConfig.cmake, its version file
#                                         and the docs
# The files every major shares live in psolint-common so that psolint-llvm19
# and psolint-llvm22 install side by side without dpkg reporting a file
# owned by two packages; each build tree makes the same psolint-common.
set(CPACK_PACKAGE_NAME psolint)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "psolint")
set(CPACK_PACKAGE_CONTACT "psolint maintainers <psolint@localhost>")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_GENERATOR DEB)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL common ${PSOLINT_MAJOR_COMPONENT})
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_COMPRESSION_TYPE gzip)

find_program(PSOLINT_DPKG dpkg)
set(PSOLINT_DEB_ARCH amd64)
if(PSOLINT_DPKG)
  execute_process(COMMAND "${PSOLINT_DPKG}" --print-architecture
    OUTPUT_VARIABLE PSOLINT_DEB_ARCH OUTPUT_STRIP_TRAILING_WHITESPACE)
endif()

string(TOUPPER ${PSOLINT_MAJOR_COMPONENT} major_component)
set(deb_name "psolint-llvm${PSOLINT_LLVM_MAJOR}")
set(CPACK_DEBIAN_${major_component}_PACKAGE_NAME ${deb_name})
set(CPACK_DEBIAN_${major_component}_FILE_NAME
  "${deb_name}_${PROJECT_VERSION}_${PSOLINT_DEB_ARCH}.deb")
set(CPACK_DEBIAN_${major_component}_PACKAGE_ARCHITECTURE ${PSOLINT_DEB_ARCH})
# The tool links libclang-cpp and libLLVM of its major; the plugin and the
# module run inside clang and clang-tidy of that major.
set(CPACK_DEBIAN_${major_component}_PACKAGE_DEPENDS
  "psolint-common (= ${PROJECT_VERSION}), libclang-cpp${PSOLINT_LLVM_MAJOR}, libllvm${PSOLINT_LLVM_MAJOR}, libc6, libstdc++6")
set(CPACK_DEBIAN_${major_component}_PACKAGE_RECOMMENDS
  "clang-${PSOLINT_LLVM_MAJOR}, clang-tidy-${PSOLINT_LLVM_MAJOR}")
# The first line is the synopsis; CPack indents the rest.
set(CPACK_DEBIAN_${major_component}_DESCRIPTION
  "Direct3D 12 pipeline state stream analyzer for LLVM ${PSOLINT_LLVM_MAJOR}
psolint finds pipeline state stream layouts that CreatePipelineState rejects
or misreads. This package holds the clang plugin and clang-tidy module
(/usr/lib/psolint/llvm-${PSOLINT_LLVM_MAJOR}) and the tool psolint-${PSOLINT_LLVM_MAJOR}.")

set(CPACK_DEBIAN_COMMON_PACKAGE_NAME psolint-common)
set(CPACK_DEBIAN_COMMON_FILE_NAME "psolint-common_${PROJECT_VERSION}_all.deb")
set(CPACK_DEBIAN_COMMON_PACKAGE_ARCHITECTURE all)
set(CPACK_DEBIAN_COMMON_DESCRIPTION
  "Direct3D 12 pipeline state stream analyzer: CMake package and docs
find_package(psolint) and psolint_enable() for every psolint-llvm<N>
installed, and the user guide.")

include(CPack)
