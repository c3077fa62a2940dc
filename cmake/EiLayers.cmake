# The layering rules that a link line can break unnoticed (docs/architecture.md, "Dependencies"),
# checked when the project is configured.

# ei_forbid_dependencies(<target> LIBRARIES <lib>... INCLUDE_DIRS <dir>...)
# Fails the configure step when <target> links one of LIBRARIES, directly or through any library
# it links (LINK_LIBRARIES and INTERFACE_LINK_LIBRARIES, followed through every target on the way),
# or when one of its own sources includes a header from one of INCLUDE_DIRS (`#include <dir/...>`).
# Checked at the end of the top-level CMakeLists.txt, once every target and link is known.
function(ei_forbid_dependencies target)
    cmake_parse_arguments(PARSE_ARGV 1 arg "" "" "LIBRARIES;INCLUDE_DIRS")
    cmake_language(EVAL CODE "
        cmake_language(DEFER DIRECTORY [[${PROJECT_SOURCE_DIR}]]
            CALL _ei_check_forbidden_dependencies [[${target}]] [[${arg_LIBRARIES}]] [[${arg_INCLUDE_DIRS}]])")
endfunction()

function(_ei_check_forbidden_dependencies target forbidden includeDirs)
    set(pending ${target})
    set(seen "")
    while(pending)
        list(POP_FRONT pending current)
        if(current IN_LIST seen)
            continue()
        endif()
        list(APPEND seen ${current})
        set(links "")
        foreach(property IN ITEMS LINK_LIBRARIES INTERFACE_LINK_LIBRARIES)
            get_target_property(values ${current} ${property})
            if(values)
                list(APPEND links ${values})
            endif()
        endforeach()
        foreach(link IN LISTS links)
            # A static library's private links reach its users as $<LINK_ONLY:lib>.
            string(REGEX REPLACE "^\\$<LINK_ONLY:([^$<>]+)>$" "\\1" link "${link}")
            if(link IN_LIST forbidden)
                message(FATAL_ERROR "${target} links ${link} (through ${current}), which its layer must not: "
                    "see docs/architecture.md, \"Dependencies\"")
            endif()
            if(TARGET ${link} AND NOT link MATCHES "^Qt6::|^KF6::")
                list(APPEND pending ${link})
            endif()
        endforeach()
    endwhile()

    if(includeDirs)
        list(JOIN includeDirs "|" alternatives)
        get_target_property(sourceDir ${target} SOURCE_DIR)
        get_target_property(sources ${target} SOURCES)
        foreach(source IN LISTS sources)
            if(NOT source MATCHES "\\.(h|cpp)$")
                continue()
            endif()
            cmake_path(ABSOLUTE_PATH source BASE_DIRECTORY ${sourceDir})
            file(STRINGS ${source} hits REGEX "^#include <(${alternatives})/")
            if(hits)
                list(GET hits 0 hit)
                message(FATAL_ERROR "${source}: \"${hit}\": ${target} must not include that layer's headers "
                    "(docs/architecture.md, \"Dependencies\")")
            endif()
        endforeach()
    endif()
endfunction()
