# psolint's CMake package.
#
#   find_package(psolint 0.1 REQUIRED)
#   psolint_enable(<target> [CHECKS <glob>...] [WERROR])
#
# Sets psolint_LLVM_MAJORS (every LLVM major installed into this prefix) and,
# for each major N in it, psolint_LLVM<N>_PLUGIN, psolint_LLVM<N>_TIDY_MODULE,
# psolint_LLVM<N>_EXECUTABLE and the imported executable psolint::psolint-<N>.
# Each major installs a psolint-llvm<N>.cmake beside this file; this file is the
# same for every major, so installing 19 and 22 into one prefix just adds up.

# Functions keep the policies they were defined under, whatever the consumer's
# cmake_minimum_required says.
cmake_policy(PUSH)
cmake_policy(VERSION 3.17...3.25)

get_filename_component(_psolint_prefix "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
set(psolint_PREFIX "${_psolint_prefix}")
set(psolint_LLVM_MAJORS "")
file(GLOB _psolint_fragments "${CMAKE_CURRENT_LIST_DIR}/psolint-llvm*.cmake")
foreach(_psolint_fragment IN LISTS _psolint_fragments)
  include("${_psolint_fragment}")
endforeach()
unset(_psolint_fragment)
unset(_psolint_fragments)
unset(_psolint_prefix)
list(SORT psolint_LLVM_MAJORS COMPARE NATURAL)

if(NOT psolint_LLVM_MAJORS)
  set(psolint_FOUND FALSE)
  string(CONCAT psolint_NOT_FOUND_MESSAGE
    "no LLVM major of psolint is installed in ${psolint_PREFIX}: there is no "
    "psolint-llvm<N>.cmake with its plugin beside ${CMAKE_CURRENT_LIST_FILE}")
  cmake_policy(POP)
  return()
endif()
if(NOT psolint_FIND_QUIETLY)
  list(JOIN psolint_LLVM_MAJORS ", " _psolint_majors)
  message(STATUS "psolint ${psolint_VERSION} in ${psolint_PREFIX}: LLVM ${_psolint_majors}")
  unset(_psolint_majors)
endif()

# Sets <out_plugin> to the plugin for <lang>'s compiler, or <out_problem> to
# why there is none.
function(_psolint_plugin_for lang out_plugin out_problem)
  set(${out_plugin} "" PARENT_SCOPE)
  set(compiler "${CMAKE_${lang}_COMPILER}")
  set(id "${CMAKE_${lang}_COMPILER_ID}")
  set(version "${CMAKE_${lang}_COMPILER_VERSION}")
  list(JOIN psolint_LLVM_MAJORS ", " installed)
  set(install_hint "psolint in ${psolint_PREFIX} is installed for LLVM ${installed}")
  set(driver "clang++")
  set(language "C++")
  if(lang STREQUAL "C")
    set(driver "clang")
    set(language "C")
  endif()
  list(LENGTH psolint_LLVM_MAJORS count)
  if(count EQUAL 1)
    set(use_hint "-DCMAKE_${lang}_COMPILER=${driver}-${installed}")
  else()
    set(use_hint "-DCMAKE_${lang}_COMPILER=${driver}-<N>, N one of ${installed}")
  endif()
  if(NOT id STREQUAL "Clang")
    string(CONCAT message
      "the ${language} compiler is ${id} ${version} (${compiler}), but psolint is a "
      "clang plugin and needs clang; ${install_hint}: configure with ${use_hint}"
    )
    set(${out_problem} "${message}" PARENT_SCOPE)
    return()
  endif()
  string(REGEX MATCH "^[0-9]+" major "${version}")
  if(NOT major IN_LIST psolint_LLVM_MAJORS)
    string(CONCAT message
      "the ${language} compiler is clang ${version} (${compiler}), LLVM ${major}, but "
      "a clang plugin only loads into the major it was built for and ${install_hint}; "
      "install psolint for LLVM ${major} into this prefix, or configure with ${use_hint}"
    )
    set(${out_problem} "${message}" PARENT_SCOPE)
    return()
  endif()
  set(${out_plugin} "${psolint_LLVM${major}_PLUGIN}" PARENT_SCOPE)
endfunction()

# psolint_enable(<target> [CHECKS <glob>...] [WERROR])
# Loads the plugin matching the compiler's major into <target>'s C++ (and, with
# a matching clang, C) compiles. CHECKS selects checks with clang-tidy globs;
# WERROR reports every finding as an error. Stops with FATAL_ERROR when the C++
# compiler is not clang or no installed major matches it.
function(psolint_enable target)
  cmake_parse_arguments(PARSE_ARGV 1 arg "WERROR" "" "CHECKS")
  if(arg_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "psolint_enable(${target}): unknown arguments "
      "'${arg_UNPARSED_ARGUMENTS}'; usage: psolint_enable(<target> [CHECKS <glob>...] [WERROR])")
  endif()
  if(NOT TARGET ${target})
    message(FATAL_ERROR "psolint_enable(${target}): no target named '${target}'")
  endif()
  get_target_property(type ${target} TYPE)
  get_target_property(imported ${target} IMPORTED)
  if(imported OR type STREQUAL "INTERFACE_LIBRARY" OR type STREQUAL "UTILITY")
    message(FATAL_ERROR "psolint_enable(${target}): '${target}' compiles nothing "
      "here (${type}); call it on a target with sources")
  endif()

  get_property(languages GLOBAL PROPERTY ENABLED_LANGUAGES)
  set(plugin_languages "")
  set(plugins "")
  foreach(lang IN ITEMS CXX C)
    if(NOT lang IN_LIST languages)
      continue()
    endif()
    _psolint_plugin_for(${lang} plugin problem)
    if(plugin)
      list(APPEND plugin_languages ${lang})
      list(APPEND plugins "${plugin}")
    elseif(lang STREQUAL "CXX" OR NOT "CXX" IN_LIST languages)
      message(FATAL_ERROR "psolint_enable(${target}): ${problem}.")
    else()
      message(STATUS "psolint: C sources of ${target} unchecked: ${problem}")
    endif()
  endforeach()
  if(NOT plugin_languages)
    message(FATAL_ERROR "psolint_enable(${target}): enable C++ (or C) in project() first")
  endif()

  set(plugin_args "")
  if(arg_CHECKS)
    list(JOIN arg_CHECKS "," globs)
    list(APPEND plugin_args "-fplugin-arg-psolint-checks=${globs}")
  endif()
  if(arg_WERROR)
    # error= rather than -Werror: only psolint's findings become errors.
    list(APPEND plugin_args "-fplugin-arg-psolint-error=*")
  endif()

  foreach(lang plugin IN ZIP_LISTS plugin_languages plugins)
    set(options "-fplugin=${plugin}" ${plugin_args})
    if(CMAKE_${lang}_COMPILER_FRONTEND_VARIANT STREQUAL "MSVC")
      list(TRANSFORM options PREPEND "/clang:") # clang-cl ignores a bare -fplugin=
    endif()
    foreach(option IN LISTS options)
      target_compile_options(${target} PRIVATE "$<$<COMPILE_LANGUAGE:${lang}>:${option}>")
    endforeach()
  endforeach()

  # A new psolint must recheck objects that are otherwise up to date.
  get_target_property(sources ${target} SOURCES)
  list(FILTER sources EXCLUDE REGEX "\\$<")
  if(sources)
    set_property(SOURCE ${sources} TARGET_DIRECTORY ${target}
      APPEND PROPERTY OBJECT_DEPENDS ${plugins})
  endif()
endfunction()

cmake_policy(POP)
